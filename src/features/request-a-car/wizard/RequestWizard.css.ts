import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingBlock: vars.space.xl, minWidth: 0 });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const text = style({ margin: 0 });

export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceMuted, overflowWrap: 'anywhere' });
