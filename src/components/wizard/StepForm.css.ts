import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const title = style({ margin: 0, lineHeight: vars.lineHeight.tight });

/** By heading level: the page's own heading is the larger. */
export const stepTitle = styleVariants({ 1: [title, { fontSize: vars.fontSize.xxl }], 2: [title, { fontSize: vars.fontSize.xl }] });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'space-between', gap: vars.space.md });
