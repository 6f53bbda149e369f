import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const review = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.xl, borderRadius: vars.radius.lg, background: vars.color.surface, boxShadow: vars.shadow.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const points = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
