import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.brand } },
});

export const pin = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const name = style({ fontWeight: vars.fontWeight.semibold });

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
