import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 214px) minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { '(max-width: 479.98px)': { gridTemplateColumns: '1fr' } },
});

/** The shared photo, with the rounded corners of this card's layout (not clipped: the discount circle overhangs). */
export const photo = style({ borderRadius: vars.radius.md });
globalStyle(`${photo} > img`, { borderRadius: vars.radius.md });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const actions = style({ marginTop: 'auto', display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The removal question stands where the card's actions were: at the card's foot. */
export const answersAtBottom = style({ marginTop: 'auto' });
