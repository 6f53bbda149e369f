import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  overflowWrap: 'anywhere',
});

export const label = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const range = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const suggested = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.brand, lineHeight: vars.lineHeight.tight });

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))', gap: vars.space.md, margin: 0 });

export const fact = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm });
