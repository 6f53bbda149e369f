import { style } from '@vanilla-extract/css';
import { mq } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

// Mobile first: the inputs, then the figures under them; from the medium breakpoint side by side.

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  '@media': { [mq.medium]: { padding: vars.space.xl } },
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.medium]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});

export const inputs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const term = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const price = style({ margin: 0 });

export const priceValue = style({ display: 'block', fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  minWidth: 0,
});

export const payment = style({ margin: 0 });

export const paymentValue = style({
  display: 'block',
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))', gap: vars.space.md, margin: 0 });

export const fact = style({ minWidth: 0 });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
