import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  minWidth: 0,
});
