import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const car = style({ margin: 0, color: vars.color.textMuted });
