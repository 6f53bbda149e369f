import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const control = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  marginTop: vars.space.xxs,
});

// The real input covers the drawn box, so clicks, focus and the accessibility tree are its own.
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  background: vars.color.surface,
  color: vars.color.onBrand,
  border: `${vars.size.focusRing} solid ${vars.color.borderInput}`,
  borderRadius: vars.radius.sm,
  pointerEvents: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    [`${input}:disabled + &`]: { background: vars.color.surfaceSunken, borderColor: vars.color.border },
    [`${input}:focus-visible + &`]: { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusRing },
  },
});

export const tick = style({
  visibility: 'hidden',
  selectors: { [`${input}:checked + ${box} &`]: { visibility: 'visible' } },
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.text, cursor: 'pointer' });
