import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });

export const score = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const wheels = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [mq.medium]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const wheel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

export const wheelName = style({ fontWeight: vars.fontWeight.semibold });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const subheading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const points = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });

export const point = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });

export const pointNote = style({ flexBasis: '100%', color: vars.color.textMuted, paddingLeft: vars.space.xl });

export const areaCount = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, marginLeft: vars.space.sm, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
