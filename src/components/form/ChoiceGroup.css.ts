import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.semibold });

export const choices = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', gap: vars.space.sm });

export const choice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

export const radio = style({ marginTop: vars.space.xxs, accentColor: vars.color.brand, flexShrink: 0 });

export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const choiceTitle = style({ fontWeight: vars.fontWeight.semibold });

export const choiceDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
