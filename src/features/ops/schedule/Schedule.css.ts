import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const spotSelect = style({ flex: '1 1 14rem', maxWidth: '22rem' });
export const range = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

/** A day list on phones; seven columns from semi-large screens on, one per day of the week. */
export const week = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [mq.semiLarge]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } },
});
export const singleDay = style({ display: 'grid', gap: vars.space.sm });

export const day = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});
export const dayTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, textTransform: 'capitalize' });
export const bookings = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const booking = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const time = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const line = style({ margin: 0, fontSize: vars.fontSize.sm });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const form = style({ display: 'grid', gap: vars.space.sm });
export const fieldset = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, border: 0, margin: 0, padding: 0, minWidth: 0 });
export const smallBox = style({ flex: '0 1 8rem', minWidth: 0 });
export const wideBox = style({ flex: '1 1 14rem', minWidth: 0 });
export const closures = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const closure = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
