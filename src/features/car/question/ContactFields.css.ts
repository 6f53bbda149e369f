import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.bold });
