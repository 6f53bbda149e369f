import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

/** Height of the narrow bar; the drawer opens below it so its toggle stays in reach. */
export const NARROW_BAR_HEIGHT = '64px';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [mq.semiLarge]: { position: 'static' } },
});

export const wide = style({ display: 'none', '@media': { [mq.semiLarge]: { display: 'block' } } });

export const narrow = style({ '@media': { [mq.semiLarge]: { display: 'none' } } });

export const topStrip = style({ background: vars.color.brand, color: vars.color.onBrand, fontSize: vars.fontSize.sm });

export const topStripInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.lg,
  minHeight: vars.size.controlMd,
});

export const stripPush = style({ marginRight: 'auto' });

export const stripControl = style({
  color: vars.color.onBrand,
  selectors: {
    // As specific as the ghost button's own hover, so the strip keeps its dark-blue look.
    '&:not(:disabled):not([aria-disabled="true"]):hover, &[data-state="open"]': { background: vars.color.brandHover, color: vars.color.onBrand },
  },
});

export const stripLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.onBrand, textDecoration: 'underline' } },
});

// 'Contáctanos' beside the number: a button dressed as the strip's links.
export const stripButton = style([stripLink, { padding: 0, border: 0, background: 'none', font: 'inherit', fontWeight: vars.fontWeight.semibold, cursor: 'pointer' }]);

// Between the semi-large and large breakpoints the row is tight: spacing shrinks before any label
// would break onto a second line.
export const mainNavInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '72px',
  '@media': { [mq.large]: { gap: vars.space.xl } },
});

// The account menu and the favourites heart come from other features; they keep their one line too.
globalStyle(`${mainNavInner} > *`, { flexShrink: 0, whiteSpace: 'nowrap' });

export const homeLink = style({ display: 'inline-flex', borderRadius: vars.radius.md, textDecoration: 'none' });

export const tabs = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xs,
  marginLeft: 'auto',
  padding: 0,
  listStyle: 'none',
  alignSelf: 'stretch',
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  padding: `0 ${vars.space.sm}`,
  whiteSpace: 'nowrap',
  '@media': { [mq.large]: { padding: `0 ${vars.space.md}` } },
  borderBottom: `3px solid ${vars.color.transparent}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.accent },
  },
});

export const narrowBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: NARROW_BAR_HEIGHT,
});

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', marginTop: vars.space.xl });

/** The favourites heart and the drawer toggle, side by side at the bar's end. */
export const narrowEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
