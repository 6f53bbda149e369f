import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const detail = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
