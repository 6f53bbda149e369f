import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.currentColor,
    borderRightColor: vars.color.transparent,
    animation: `${rotate} ${vars.duration.spin} linear infinite`,
    '@media': {
      // A slowed spin still tells the user something is happening without fast motion.
      '(prefers-reduced-motion: reduce)': { animationDuration: '2s !important', animationIterationCount: 'infinite !important' },
    },
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm, borderWidth: vars.size.focusRing },
      md: { width: vars.size.iconLg, height: vars.size.iconLg, borderWidth: vars.size.focusRing },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg, borderWidth: vars.space.xs },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
