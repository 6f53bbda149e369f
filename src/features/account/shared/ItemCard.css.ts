import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

/** A card with its car's picture: the picture above the facts on phones, beside them from 768 px (SPEC §9). */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
  '@media': { [mq.medium]: { gridTemplateColumns: `minmax(0, ${vars.size.cardImageWidth}) minmax(0, 1fr)` } },
});

export const photo = style({
  display: 'block',
  width: '100%',
  maxWidth: vars.size.cardImageWidth,
  height: 'auto',
  aspectRatio: '214 / 135',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** The title is the link to the car's page: it reads as a title, underlined only under the pointer. */
export const carLink = style({ color: 'inherit', textDecoration: 'none', selectors: { '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' } } });
