import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fit, minmax(210px, 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const cardText = style({ color: vars.color.textMuted });
