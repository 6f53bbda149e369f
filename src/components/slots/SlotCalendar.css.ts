import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.semibold });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  minWidth: '88px',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.semibold },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, background: vars.color.surfaceSunken, textDecoration: 'line-through' },
  },
});

export const range = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
