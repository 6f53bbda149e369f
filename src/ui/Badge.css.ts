import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      certified: { background: vars.color.successSoft, color: vars.color.success },
      sold: { background: vars.color.danger, color: vars.color.onDanger },
      offer: { background: vars.color.accent, color: vars.color.onAccent },
      info: { background: vars.color.brandSoft, color: vars.color.brand },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const customBackground = createVar();
export const customText = createVar();

// Declared after the recipe so data-driven colours win over the tone's.
export const customColors = style({ background: customBackground, color: customText });
