import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  border: `${vars.size.border} solid ${vars.color.brandSoftHover}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoftHover } },
});
