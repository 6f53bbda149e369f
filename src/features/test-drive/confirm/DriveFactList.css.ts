import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const detail = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
