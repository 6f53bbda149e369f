import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const filters = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: '1fr', alignItems: 'end', '@media': { [mq.medium]: { gridTemplateColumns: 'minmax(12rem, 16rem) 1fr' } } });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** A card on phones; on wider screens one row of a table-like list, its parts in fixed columns. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 4.5rem 1fr',
  gridTemplateAreas: '"pick photo car" "state state state" "price price price" "actions actions actions"',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  '@media': {
    [mq.semiLarge]: {
      gridTemplateColumns: 'auto 4.5rem minmax(12rem, 2fr) minmax(7rem, 1fr) minmax(8rem, 1fr) auto',
      gridTemplateAreas: '"pick photo car state price actions"',
      gap: vars.space.md,
    },
  },
});

export const pick = style({ gridArea: 'pick' });
export const photo = style({ gridArea: 'photo', width: '4.5rem', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.border });
export const car = style({ gridArea: 'car', minWidth: 0, display: 'grid', gap: vars.space.xs });
export const state = style({ gridArea: 'state' });
export const price = style({ gridArea: 'price', display: 'grid', gap: vars.space.xs });
export const actions = style({ gridArea: 'actions', display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-start' });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const amount = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const priceForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, width: '100%' });
export const fieldset = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, border: 0, margin: 0, padding: 0, minWidth: 0, flex: '1 1 14rem' });
export const priceBox = style({ flex: '1 1 10rem', minWidth: 0 });

export const bulk = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const bulkBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });
export const previewTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${previewTable} th, ${previewTable} td`, { textAlign: 'start', padding: vars.space.xs, borderBottom: `${vars.size.border} solid ${vars.color.border}` });

export const empty = style({ margin: 0, padding: `${vars.space.xl} ${vars.space.lg}`, textAlign: 'center', color: vars.color.textMuted });
export const more = style({ justifySelf: 'center' });

/** The page's title with its "new car" link beside it, wrapping on phones. */
export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
