import { style } from '@vanilla-extract/css';
import { mq } from '../../../../styles/breakpoints';
import { vars } from '../../../../styles/theme.css';

export const amount = style({ margin: 0, padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.brandSoft });

export const amountLabel = style({ display: 'block', color: vars.color.textMuted });

// One line, the currency beside its figure: a size a phone can hold, larger where there is room.
export const amountValue = style({
  display: 'block',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [mq.medium]: { fontSize: vars.fontSize.xxxl } },
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const tips = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
