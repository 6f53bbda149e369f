import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  letterSpacing: '-0.02em',
  whiteSpace: 'nowrap',
});

export const mark = style({ width: '36px', height: '36px', flexShrink: 0 });

export const tile = style({ fill: vars.color.brand });

export const wave = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 3.2, strokeLinecap: 'round' });

export const crest = style({ fill: 'none', stroke: vars.color.onBrand, strokeWidth: 2.4, strokeLinecap: 'round', opacity: 0.85 });

export const lightWord = style({ fontWeight: vars.fontWeight.medium });
