import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const question = style({ float: 'left', width: '100%', padding: 0, margin: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

/** A question with its answers is a fieldset; the browser's frame around it is not wanted. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

/** The answers sit in a row after the question, wrapping on a narrow card. */
export const answers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
