import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** The quoted loan after a send: its figures larger than a summary's. */
export const large = style({});

globalStyle(`${large} dd`, { fontSize: vars.fontSize.lg });
