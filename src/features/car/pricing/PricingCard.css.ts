import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const headline = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const price = style({ fontSize: vars.fontSize.xxxl, fontWeight: vars.fontWeight.bold, letterSpacing: '-0.01em' });

export const struck = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, paddingBottom: vars.space.sm });

export const row = style({ borderBottom: `${vars.size.border} solid ${vars.color.border}` });

export const label = style({ textAlign: 'left', fontWeight: vars.fontWeight.regular, paddingBlock: vars.space.sm, color: vars.color.textMuted });

export const amount = style({ textAlign: 'right', paddingBlock: vars.space.sm, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const discount = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });

export const totalRow = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const finance = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const financeValue = style({ display: 'block', fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
