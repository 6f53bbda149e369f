import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xl, maxWidth: '56rem' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
