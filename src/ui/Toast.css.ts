import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';
import { fadeOut, slideInFromRight } from './motion.css';

const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(100%)' },
});

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(${vars.size.toast}, 100vw)`,
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.sm,
    padding: vars.space.md,
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderLeftWidth: vars.space.xs,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    selectors: {
      '&[data-state="open"]': { animation: `${slideInFromRight} ${vars.duration.slow} ${vars.easing.enter}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.duration.fast}` },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.duration.fast} ${vars.easing.exit}` },
    },
  },
  variants: {
    variant: {
      error: { borderLeftColor: vars.color.danger },
      success: { borderLeftColor: vars.color.success },
      info: { borderLeftColor: vars.color.info },
    },
  },
  defaultVariants: { variant: 'info' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: { marginTop: vars.space.xxs },
  variants: {
    variant: {
      error: { color: vars.color.danger },
      success: { color: vars.color.success },
      info: { color: vars.color.info },
    },
  },
  defaultVariants: { variant: 'info' },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const action = style({ gridColumn: '2 / 4', justifySelf: 'start', marginTop: vars.space.sm });
