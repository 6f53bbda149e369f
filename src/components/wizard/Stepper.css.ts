import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mq } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { visuallyHiddenRule } from '../../ui/VisuallyHidden.css';

// Mobile first: a phone shows "Paso N de M · title" over a bar; from the medium breakpoint (SPEC §9),
// where five titles fit side by side, the row of steps takes over and is its own progress bar.

export const stepper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

// On wide screens the sentence leaves the screen but stays read, so a screen reader still hears
// where the visitor is before the list (the screen-reader-only rule, inside a media query).
export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': {
    [mq.medium]: visuallyHiddenRule,
  },
});

export const position = style({ fontWeight: vars.fontWeight.semibold });

export const separator = style({ color: vars.color.textMuted });

/** How much of the bar is filled, e.g. `40%` on step 2 of 5. */
export const filled = createVar();

export const track = style({
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  '@media': { [mq.medium]: { display: 'none' } },
});

export const fill = style({
  width: filled,
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  transition: `width ${vars.duration.slow} ${vars.easing.standard}`,
});

export const list = style({
  display: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mq.medium]: { display: 'flex', gap: vars.space.sm } },
});

// Each step sits on its own segment of a bar: filled up to the open step, empty after it.
export const item = recipe({
  base: { flex: '1 1 0', minWidth: 0, paddingTop: vars.space.sm, borderTop: `${vars.space.xs} solid ${vars.color.surfaceSunken}`, fontSize: vars.fontSize.sm },
  variants: {
    state: {
      current: { borderTopColor: vars.color.brand, color: vars.color.text, fontWeight: vars.fontWeight.semibold },
      done: { borderTopColor: vars.color.brand, color: vars.color.text },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export type StepperItemVariants = NonNullable<RecipeVariants<typeof item>>;

export const step = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, lineHeight: vars.lineHeight.tight });

export const stepButton = style([
  step,
  {
    width: '100%',
    padding: 0,
    border: 0,
    background: vars.color.transparent,
    textAlign: 'left',
    color: vars.color.link,
    selectors: { '&:hover': { color: vars.color.linkHover } },
  },
]);

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.iconLg,
    height: vars.size.iconLg,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
  },
  variants: {
    state: {
      current: { background: vars.color.brand, color: vars.color.onBrand },
      done: { background: vars.color.brandSoft, color: vars.color.brand },
      upcoming: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
});

// Only the words underline on hover, as a link's would; the numbered marker stays as it is.
export const title = style({ minWidth: 0, overflowWrap: 'anywhere', selectors: { [`${stepButton}:hover &`]: { textDecoration: 'underline' } } });

export const check = style({ color: vars.color.success });
