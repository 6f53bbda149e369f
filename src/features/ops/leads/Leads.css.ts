import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const filters = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: '1fr', alignItems: 'end', '@media': { [mq.medium]: { gridTemplateColumns: 'repeat(2, minmax(12rem, 16rem))' } } });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** A card on phones; on wider screens one row of a table-like list, its parts in fixed columns. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"kind" "person" "about" "handling" "open"',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  '@media': {
    [mq.semiLarge]: {
      gridTemplateColumns: 'minmax(9rem, 1fr) minmax(12rem, 1.5fr) minmax(12rem, 2fr) minmax(9rem, 1fr) auto',
      gridTemplateAreas: '"kind person about handling open" "detail detail detail detail detail"',
      gap: vars.space.md,
    },
  },
});

export const kind = style({ gridArea: 'kind', display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
export const person = style({ gridArea: 'person', display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const about = style({ gridArea: 'about', display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const handling = style({ gridArea: 'handling', display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
export const open = style({ gridArea: 'open' });
export const detail = style({ gridColumn: '1 / -1', display: 'grid', gap: vars.space.md, paddingTop: vars.space.md, borderTop: `${vars.size.border} solid ${vars.color.border}`, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
/** What the person wrote, with its line breaks. */
export const message = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const factName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: '40rem' });
export const fieldset = style({ display: 'grid', gap: vars.space.sm, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const empty = style({ margin: 0, padding: `${vars.space.xl} ${vars.space.lg}`, textAlign: 'center', color: vars.color.textMuted });
export const more = style({ justifySelf: 'center' });
/** A term and its value side by side in the facts' grid. */
export const factPair = style({ display: 'contents' });
