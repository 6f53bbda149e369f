import { createVar, fallbackVar, keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const skeletonWidth = createVar();
export const skeletonHeight = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-200% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    width: fallbackVar(skeletonWidth, '100%'),
    height: fallbackVar(skeletonHeight, '1em'),
    background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} ${vars.duration.shimmer} linear infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none', background: vars.color.skeleton },
    },
  },
  variants: {
    radius: {
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
      full: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { radius: 'sm' },
});
