import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Fields side by side while each has room, one per row on a phone. */
export const fieldGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', gap: vars.space.md });
