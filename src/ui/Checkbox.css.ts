import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  marginTop: vars.space.xxs,
  padding: 0,
  background: vars.color.surface,
  color: vars.color.onBrand,
  border: `${vars.size.focusRing} solid ${vars.color.borderInput}`,
  borderRadius: vars.radius.sm,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceSunken, borderColor: vars.color.border, cursor: 'not-allowed' },
  },
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.text, cursor: 'pointer' });
