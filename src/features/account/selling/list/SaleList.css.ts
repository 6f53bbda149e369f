import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const empty = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, padding: `${vars.space.xl} ${vars.space.lg}`, textAlign: 'center' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

