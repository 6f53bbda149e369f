import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const ok = style({ color: vars.color.success, flexShrink: 0 });
export const repaired = style({ color: vars.color.info, flexShrink: 0 });
export const attention = style({ color: vars.color.accentText, flexShrink: 0 });
