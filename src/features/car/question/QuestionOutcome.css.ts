import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css';

export const outcome = recipe({
  base: { display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, marginBlock: vars.space.md },
  variants: {
    kind: {
      sent: { background: vars.color.successSoft, color: vars.color.successHover },
      failed: { background: vars.color.dangerSoft, color: vars.color.dangerHover },
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });
