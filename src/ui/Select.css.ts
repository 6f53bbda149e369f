import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { control } from './Field.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style([
  control({}),
  {
    appearance: 'none',
    width: '100%',
    // Room for the chevron only: narrow filter columns need every pixel for the chosen text.
    paddingRight: `calc(${vars.space.sm} + ${vars.size.iconSm})`,
    cursor: 'pointer',
    selectors: {
      '&[data-placeholder]': { color: vars.color.textMuted },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
]);

// Drawn over the select's right edge; clicks pass through to the select underneath.
export const chevron = style({
  position: 'absolute',
  right: vars.space.xs,
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
