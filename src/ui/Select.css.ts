import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { control } from './Field.css';
import { popoverItem, popoverItemIndicator, popoverSurface } from './popover.css';

export const trigger = style([
  control({}),
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
  },
]);

export const content = style([popoverSurface, { width: 'var(--radix-select-trigger-width)' }]);

export const item = popoverItem({ withIndicator: true });
export const indicator = popoverItemIndicator;

export const scrollButton = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxs,
  color: vars.color.textMuted,
  cursor: 'default',
});
