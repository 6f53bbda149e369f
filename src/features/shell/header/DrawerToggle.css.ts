import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const toggle = style({ position: 'relative' });

const icon = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.duration.drawer,
  transitionTimingFunction: vars.easing.standard,
});

/** Bars turn into a cross while the drawer opens, and back while it closes (SPEC §2: 300 ms). */
export const bars = styleVariants({
  shown: [icon, { opacity: 1, transform: 'rotate(0deg)' }],
  hidden: [icon, { opacity: 0, transform: 'rotate(90deg) scale(0.6)' }],
});

export const cross = styleVariants({
  shown: [icon, { opacity: 1, transform: 'rotate(0deg)' }],
  hidden: [icon, { opacity: 0, transform: 'rotate(-90deg) scale(0.6)' }],
});
