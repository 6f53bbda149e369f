import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css';

/** A round, opaque heart so it reads over any photo. */
export const heart = recipe({
  base: {
    background: vars.color.surface,
    borderRadius: vars.radius.full,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    pressed: {
      true: { color: vars.color.danger },
      false: { color: vars.color.text },
    },
  },
});
