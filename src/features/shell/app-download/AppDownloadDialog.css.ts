import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const footnote = style({ marginTop: vars.space.lg, textAlign: 'center' });
