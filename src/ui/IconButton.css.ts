import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

const hover = '&:not(:disabled):hover';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: vars.space.none,
    border: `${vars.size.border} solid ${vars.color.transparent}`,
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.duration.fast,
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
  },
  variants: {
    variant: {
      ghost: {
        background: vars.color.transparent,
        color: vars.color.text,
        selectors: { [hover]: { background: vars.color.surfaceSunken } },
      },
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { [hover]: { background: vars.color.brandHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.border,
        selectors: { [hover]: { background: vars.color.brandSoft } },
      },
      success: {
        background: vars.color.success,
        color: vars.color.onSuccess,
        selectors: { [hover]: { background: vars.color.successHover } },
      },
    },
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm },
      md: { width: vars.size.controlMd, height: vars.size.controlMd },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
