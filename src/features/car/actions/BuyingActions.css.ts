import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const action = style({ width: '100%' });
