import { style } from '@vanilla-extract/css';

export const search = style({ display: 'block', maxWidth: '560px', width: '100%' });
