import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0 });

export const points = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const point = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const icon = style({ flexShrink: 0, marginTop: vars.space.xs, color: vars.color.success });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const needs = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
