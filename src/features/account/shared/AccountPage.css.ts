import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** The column every account screen (selling, buying) lays its title and cards in. */
// One column that may shrink below its content's widest line (a row of tabs scrolls instead of widening the page).
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, paddingBlock: vars.space.xl, maxWidth: '56rem' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const empty = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, padding: `${vars.space.xl} ${vars.space.lg}`, textAlign: 'center' });

export const muted = style({ margin: 0, color: vars.color.textMuted });
