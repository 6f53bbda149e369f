import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const nav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm, marginTop: vars.space.lg });

export const pages = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

const box = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.controlMd,
  height: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textDecoration: 'none',
} as const;

export const page = style({
  ...box,
  border: `${vars.size.border} solid ${vars.color.border}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});

export const step = style({ ...box, color: vars.color.brand, selectors: { '&:hover': { background: vars.color.brandSoft } } });

export const gap = style({ ...box, minWidth: vars.size.controlSm, color: vars.color.textMuted });
