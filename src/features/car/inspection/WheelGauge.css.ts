import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css';

export const gauge = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const label = style({ color: vars.color.textMuted });

const bandColours = { good: vars.color.success, fair: vars.color.accentText, replace: vars.color.danger };

export const value = recipe({
  base: { fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' },
  variants: { band: { good: { color: bandColours.good }, fair: { color: bandColours.fair }, replace: { color: bandColours.replace } } },
});

export const svg = style({ width: '100%', height: '14px', display: 'block' });

export const zone = recipe({
  base: { opacity: 0.25 },
  variants: { band: { good: { fill: vars.color.success }, fair: { fill: vars.color.accent }, replace: { fill: vars.color.danger } } },
});

export const fill = recipe({
  variants: { band: { good: { fill: vars.color.success }, fair: { fill: vars.color.accent }, replace: { fill: vars.color.danger } } },
});

export const marker = style({ fill: vars.color.text });
