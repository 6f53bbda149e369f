import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const trigger = style({ position: 'relative', color: vars.color.danger });

/** The count sits on the heart's corner, like a notification badge. */
export const count = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xxs})`,
  right: `calc(-1 * ${vars.space.xxs})`,
  minWidth: '1.25rem',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
});
