import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingBlock: vars.space.xl, '@media': { [mq.medium]: { paddingBlock: vars.space.xxl } } });

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Phones read the price right after the photos; wide screens keep it beside them.
  gridTemplateAreas: '"gallery" "aside" "papers"',
  '@media': {
    [mq.semiLarge]: {
      gridTemplateColumns: 'minmax(0, 1.6fr) minmax(320px, 1fr)',
      gridTemplateAreas: '"gallery aside" "papers aside"',
      gridTemplateRows: 'auto 1fr',
    },
  },
});

export const gallery = style({ gridArea: 'gallery', minWidth: 0 });

export const papers = style({ gridArea: 'papers', minWidth: 0 });

export const aside = style({
  gridArea: 'aside',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [mq.semiLarge]: { position: 'sticky', top: vars.space.lg } },
});

// Wraps on the narrowest phones instead of pushing the page sideways.
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const grow = style({ flex: '1 1 auto' });

export const body = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.semiLarge]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(320px, 1fr)', alignItems: 'start' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

// The question form stays in reach while the visitor reads the long inspection report beside it.
export const stickyColumn = style([column, { '@media': { [mq.semiLarge]: { position: 'sticky', top: vars.space.lg } } }]);

export const related = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  // The row renders nothing when the car has no neighbours; a heading over nothing would mislead.
  selectors: { '&:not(:has(> :nth-child(2)))': { display: 'none' } },
});

export const galleryPlaceholder = style({ display: 'block', aspectRatio: '3 / 2' });
