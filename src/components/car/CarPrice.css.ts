import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const priceBlock = style({ display: 'flex', flexDirection: 'column', marginTop: vars.space.xs });

export const was = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textDecoration: 'line-through' });

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text, lineHeight: vars.lineHeight.tight });

export const offerPrice = style({ color: vars.color.danger });

export const sold = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.danger });

export const finance = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  // Pinned to the card's foot so the plans of a row line up whatever the title's length.
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

export const financeTerm = style({ whiteSpace: 'nowrap', fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const financeValue = style({ margin: 0, whiteSpace: 'nowrap', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const fineprint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: vars.lineHeight.tight });

export const financeEnd = style({ textAlign: 'right' });
