import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { fadeIn, fadeOut } from './motion.css';

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: vars.size.tooltipMaxWidth,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-state="delayed-open"], &[data-state="instant-open"]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.enter}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}` },
  },
});

export const arrow = style({ fill: vars.color.surfaceInverse });
