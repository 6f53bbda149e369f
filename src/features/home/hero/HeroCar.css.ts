import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const svg = style({ width: '100%', height: 'auto' });
export const road = style({ fill: vars.color.brandActive, opacity: 0.6 });
export const sun = style({ fill: vars.color.accent });
export const body = style({ fill: vars.color.surface });
export const glass = style({ fill: vars.color.brandSoftHover });
export const trim = style({ fill: vars.color.accent });
export const tyre = style({ fill: vars.color.surfaceInverse });
export const rim = style({ fill: vars.color.borderStrong });
export const wave = style({ fill: 'none', stroke: vars.color.brandSoftHover, strokeWidth: 3, strokeLinecap: 'round', opacity: 0.35 });
