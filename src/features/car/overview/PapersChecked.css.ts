import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css';

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: 0, listStyle: 'none' });

export const line = recipe({
  base: { display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, fontSize: vars.fontSize.sm },
  variants: { checked: { true: { color: vars.color.success }, false: { color: vars.color.accentText } } },
});
