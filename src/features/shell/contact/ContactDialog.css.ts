import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.brandSoft, borderColor: vars.color.brand },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const optionTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const glyph = style({ width: '20px', textAlign: 'center', fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const schedule = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md, marginTop: vars.space.md, color: vars.color.textMuted });

