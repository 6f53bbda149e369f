import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingBlock: vars.space.xl });




export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

// Toggle cards: the real input stays in the card, so keyboard and screen readers get a checkbox or a radio.
export const choices = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, margin: 0, padding: 0, border: 0, minWidth: 0, '@media': { [mq.medium]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.borderInput}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusRing },
  },
});

export const choiceInput = style({ margin: 0, accentColor: vars.color.brand, width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0 });
