import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const links = style({ display: 'flex', flexDirection: 'column', padding: 0, margin: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.brand, background: vars.color.brandSoft },
  },
});

// 'Contáctanos' opens a modal: a button that reads like the links around it.
export const linkButton = style([link, { width: '100%', border: 0, background: 'none', font: 'inherit', fontWeight: vars.fontWeight.semibold, textAlign: 'start', cursor: 'pointer' }]);

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'left',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
  },
});
