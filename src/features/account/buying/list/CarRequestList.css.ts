import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

/** The empty state's two ways to ask for a car, side by side while they fit. */
export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });
