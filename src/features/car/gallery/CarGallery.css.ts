import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const stage = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  touchAction: 'pan-y',
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusRing } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

const arrowBase = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
} as const;

export const previous = style({ ...arrowBase, left: vars.space.md });
export const next = style({ ...arrowBase, right: vars.space.md });

export const counter = style({
  position: 'absolute',
  bottom: vars.space.md,
  right: vars.space.md,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const thumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  padding: vars.space.xxs,
  listStyle: 'none',
  scrollbarWidth: 'thin',
});

export const thumb = style({
  display: 'block',
  flex: '0 0 auto',
  width: '88px',
  aspectRatio: '3 / 2',
  padding: 0,
  overflow: 'hidden',
  border: `2px solid ${vars.color.transparent}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  opacity: 0.75,
  selectors: {
    '&[aria-selected="true"]': { borderColor: vars.color.brand, opacity: 1 },
    '&:hover': { opacity: 1 },
  },
});

export const fullscreenStage = style({ position: 'relative', aspectRatio: '3 / 2', overflow: 'hidden', borderRadius: vars.radius.md, background: vars.color.surfaceSunken });

export const zoom = style({ position: 'absolute', top: vars.space.md, right: vars.space.md, background: vars.color.surface, boxShadow: vars.shadow.md });
