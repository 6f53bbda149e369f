import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const form = style({ position: 'relative', width: '100%' });

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlLg,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.borderInput}`,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.sm,
  selectors: { '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` } },
});

export const icon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus, &:focus-visible': { outline: 'none' }, '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const submit = style({ borderRadius: vars.radius.full, flexShrink: 0 });

const popover = {
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.popover,
  margin: 0,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
} as const;

export const list = style({ ...popover, listStyle: 'none', selectors: { '&[hidden]': { display: 'none' } } });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&:hover, &[aria-selected="true"]': { background: vars.color.brandSoft, color: vars.color.brand } },
});

export const empty = style({ ...popover, padding: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
