import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const sent = style({ marginBlock: vars.space.md });
