import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
});

export const detail = style({ margin: 0, color: vars.color.text });
