import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))', gap: vars.space.md, margin: 0, width: '100%' });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
