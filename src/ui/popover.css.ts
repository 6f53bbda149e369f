import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';
import { fadeIn, fadeOut } from './motion.css';

/** The floating surface shared by menus and select lists. */
export const popoverSurface = style({
  zIndex: vars.zIndex.popover,
  minWidth: vars.size.popoverMinWidth,
  maxHeight: 'var(--radix-popper-available-height)',
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.enter}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
  },
});

/** A row inside a popover; Radix marks the keyboard-highlighted one with data-highlighted. */
export const popoverItem = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlSm,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.brandSoft, color: vars.color.brand },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
      '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
    },
  },
  variants: {
    // Leaves room for the check mark so checked and unchecked rows line up.
    withIndicator: { true: { paddingLeft: vars.space.xxl }, false: {} },
  },
  defaultVariants: { withIndicator: false },
});

export const popoverItemIndicator = style({
  position: 'absolute',
  left: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
});

export const popoverSeparator = style({
  height: vars.size.border,
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});

export const popoverLabel = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
