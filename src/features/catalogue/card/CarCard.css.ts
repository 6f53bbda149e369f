import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.duration.fast}, transform ${vars.duration.fast}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
    '&:focus-within': { boxShadow: vars.shadow.md },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
});

export const media = style({
  position: 'relative',
  aspectRatio: '214 / 135',
  background: vars.color.surfaceSunken,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const tags = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  maxWidth: '75%',
});

export const discount = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: `calc(-1 * ${vars.space.lg})`,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.sm,
});

/** The favourite heart (or any other control) sits above the card-wide link. */
export const action = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm, zIndex: 2 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  flexGrow: 1,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

/** The whole card is one link target; the ::after stretches the title link over it. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
