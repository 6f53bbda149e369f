import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

const filled = (background: string, color: string, hover: string) => ({
  background,
  color,
  selectors: {
    [`${enabled}:hover`]: { background: hover, color },
    [`${enabled}:active`]: { filter: 'brightness(0.92)' },
  },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `${vars.size.border} solid ${vars.color.transparent}`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, color, border-color, box-shadow',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: filled(vars.color.brand, vars.color.onBrand, vars.color.brandHover),
      accent: filled(vars.color.accent, vars.color.onAccent, vars.color.accentHover),
      danger: filled(vars.color.danger, vars.color.onDanger, vars.color.dangerHover),
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { [`${enabled}:hover`]: { background: vars.color.brandSoft, color: vars.color.brand } },
      },
      ghost: {
        background: vars.color.transparent,
        color: vars.color.text,
        selectors: { [`${enabled}:hover`]: { background: vars.color.surfaceSunken, color: vars.color.text } },
      },
      link: {
        background: vars.color.transparent,
        color: vars.color.link,
        textDecoration: 'underline',
        textUnderlineOffset: vars.space.xxs,
        selectors: { [`${enabled}:hover`]: { color: vars.color.linkHover } },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.controlMd, padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: vars.size.controlLg, padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: (['sm', 'md', 'lg'] as const).map((size) => ({
    variants: { variant: 'link' as const, size },
    style: { minHeight: 'auto', padding: vars.space.none, fontWeight: vars.fontWeight.medium },
  })),
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
