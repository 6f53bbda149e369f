import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

// The form a link lands on clears the sticky header.
export const box = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, scrollMarginTop: '6rem', minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ minWidth: 0 });

/** Disables the whole form once locked; the browser's frame around a fieldset is not wanted. */
export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const submit = style({ alignSelf: 'flex-start' });
