import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';
import { fadeIn, fadeOut, slideInFromLeft, slideInFromRight, slideOutToLeft, slideOutToRight } from './motion.css';

/** Lets a drawer open below a bar that stays usable, such as the mobile header with its toggle. */
export const drawerTop = createVar();

const top = fallbackVar(drawerTop, '0px');
// Only closing keeps its end frame (no flash before unmount); an opened panel must drop its transform.
const opening = (name: string) => `${name} ${vars.duration.drawer} ${vars.easing.enter}`;
const closing = (name: string) => `${name} ${vars.duration.drawer} ${vars.easing.exit} forwards`;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  top,
  zIndex: vars.zIndex.drawer,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: opening(fadeIn) },
    '&[data-state="closed"]': { animation: closing(fadeOut) },
  },
});

export const panel = recipe({
  base: {
    position: 'fixed',
    top,
    bottom: 0,
    zIndex: vars.zIndex.drawer,
    display: 'flex',
    flexDirection: 'column',
    width: `min(${vars.size.drawer}, calc(100vw - ${vars.space.xxxl}))`,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    side: {
      left: {
        left: 0,
        selectors: {
          '&[data-state="open"]': { animation: opening(slideInFromLeft) },
          '&[data-state="closed"]': { animation: closing(slideOutToLeft) },
        },
      },
      right: {
        right: 0,
        selectors: {
          '&[data-state="open"]': { animation: opening(slideInFromRight) },
          '&[data-state="closed"]': { animation: closing(slideOutToRight) },
        },
      },
    },
  },
  defaultVariants: { side: 'right' },
});

export type DrawerVariants = NonNullable<RecipeVariants<typeof panel>>;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const closeButton = style({ marginLeft: 'auto' });

export const body = style({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
});

export const footer = style({
  padding: vars.space.lg,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});
