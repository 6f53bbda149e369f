import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

export const trigger = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.transparent,
  border: 0,
  borderBottom: `${vars.size.focusRing} solid ${vars.color.transparent}`,
  marginBottom: `calc(-1 * ${vars.size.border})`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const content = style({ paddingTop: vars.space.lg });
