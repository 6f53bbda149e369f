import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css';

export const note = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid`,
  },
  variants: {
    tone: {
      sold: { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.dangerHover },
      info: { background: vars.color.infoSoft, borderColor: vars.color.info, color: vars.color.brandActive },
    },
  },
});

export const heading = style({ display: 'block', fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
