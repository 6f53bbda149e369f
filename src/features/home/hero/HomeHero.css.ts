import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const hero = style({
  position: 'relative',
  // The art may not widen the page, but the search's suggestion list must hang over the sections
  // below: 'clip' on one axis (unlike 'hidden') leaves the other visible.
  overflowX: 'clip',
  background: `linear-gradient(135deg, ${vars.color.brand} 0%, ${vars.color.brandActive} 100%)`,
  color: vars.color.onBrand,
});

export const inner = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xxxl,
  '@media': {
    [mq.semiLarge]: { gridTemplateColumns: '1.1fr 0.9fr', paddingBlock: vars.space.huge },
  },
});

export const copy = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xl });

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const title = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  '@media': { [mq.medium]: { fontSize: vars.fontSize.display } },
});

export const lead = style({ maxWidth: '36em', fontSize: vars.fontSize.lg, color: vars.color.brandSoftHover });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignSelf: 'stretch' });

// On a phone the two calls to action share the row, or stack at full width when it is too narrow.
globalStyle(`${actions} > *`, { flex: '1 1 180px', '@media': { [mq.medium]: { flex: '0 0 auto' } } });

export const outlineOnDark = style({
  background: vars.color.transparent,
  color: vars.color.onBrand,
  borderColor: vars.color.onBrand,
  selectors: { '&:hover': { background: vars.color.brandHover, color: vars.color.onBrand } },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.brandSoftHover,
});

export const fact = style({ display: 'flex', flexDirection: 'column' });

export const factValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.onBrand });

export const art = style({ display: 'none', '@media': { [mq.semiLarge]: { display: 'block' } } });

// SPEC §2: the search bar's placement follows the 1440 px breakpoint; on wide screens it gets more room.
export const search = style({
  alignSelf: 'stretch',
  maxWidth: '560px',
  color: vars.color.text,
  '@media': { [mq.searchWide]: { maxWidth: '680px' } },
});
