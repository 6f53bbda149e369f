import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.semibold });

export const values = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0, fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums' });

// The track is as tall as a control, so a finger on a phone finds the thumbs.
export const root = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%', height: vars.size.controlMd, touchAction: 'none', userSelect: 'none' });

export const track = style({ position: 'relative', flexGrow: 1, height: vars.space.xs, borderRadius: vars.radius.full, background: vars.color.surfaceSunken });

export const range = style({ position: 'absolute', height: '100%', borderRadius: vars.radius.full, background: vars.color.brand });

export const thumb = style({
  display: 'block',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `${vars.size.focusRing} solid ${vars.color.brand}`,
  cursor: 'grab',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusRing },
  },
});
