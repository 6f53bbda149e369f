import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';
import { dropIn, fadeIn, fadeOut, liftOut, zoomIn, zoomOut } from './motion.css';

// SPEC §9: dialogs open in 300 ms and close in 150 ms.
const opening = (name: string) => `${name} ${vars.duration.slow} ${vars.easing.enter}`;
const closing = (name: string) => `${name} ${vars.duration.fast} ${vars.easing.exit} forwards`;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: opening(fadeIn) },
    '&[data-state="closed"]': { animation: closing(fadeOut) },
  },
});

const edgeGap = vars.space.lg;

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    maxHeight: `calc(100dvh - 2 * ${edgeGap})`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    resize: 'none',
    padding: vars.space.xl,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    placement: {
      // Centred with auto margins so the open/close keyframes own `transform`.
      center: {
        inset: 0,
        margin: 'auto',
        height: 'fit-content',
        selectors: {
          '&[data-state="open"]': { animation: opening(zoomIn) },
          '&[data-state="closed"]': { animation: closing(zoomOut) },
        },
      },
      topRight: {
        top: edgeGap,
        right: edgeGap,
        selectors: {
          '&[data-state="open"]': { animation: opening(dropIn) },
          '&[data-state="closed"]': { animation: closing(liftOut) },
        },
      },
    },
    size: {
      sm: { width: `min(${vars.size.dialogSm}, calc(100vw - 2 * ${edgeGap}))` },
      md: { width: `min(${vars.size.dialogMd}, calc(100vw - 2 * ${edgeGap}))` },
      lg: { width: `min(${vars.size.dialogLg}, calc(100vw - 2 * ${edgeGap}))` },
    },
  },
  defaultVariants: { placement: 'center', size: 'md' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titleGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const closeButton = style({ marginLeft: 'auto', marginTop: `calc(-1 * ${vars.space.xs})`, marginRight: `calc(-1 * ${vars.space.sm})` });
