import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mq } from '../styles/breakpoints';
import { vars } from '../styles/theme.css';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.lg,
    '@media': { [mq.medium]: { paddingInline: vars.space.xl } },
  },
  variants: {
    width: {
      narrow: { maxWidth: vars.breakpoint.medium },
      page: { maxWidth: vars.breakpoint.large },
      wide: { maxWidth: vars.breakpoint.searchWide },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { width: 'page' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
