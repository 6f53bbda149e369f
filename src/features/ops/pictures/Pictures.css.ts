import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

// Grid children keep their min-content width unless told otherwise: a file input or a long file
// name would push a phone's screen sideways.
export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' });
export const back = style({ justifySelf: 'start' });

export const upload = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
});
export const dropping = style({ borderColor: vars.color.brand, background: vars.color.brandSoft });
export const uploadBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const kinds = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, border: 0, margin: 0, padding: 0, minWidth: 0 });
export const fileInput = style({ width: '100%', minWidth: 0 });
export const progress = style({ display: 'block', width: '100%' });
export const status = style({ display: 'block', overflowWrap: 'anywhere' });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const failures = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `${vars.size.border} solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.md,
});
export const failureText = style({ margin: 0, flex: '1 1 16rem', overflowWrap: 'anywhere' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.medium]: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' } },
});
export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  alignContent: 'start',
  minWidth: 0,
});
export const photo = style({ width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.border });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const empty = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });
