import { keyframes, style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.6)' }, to: { opacity: 1, transform: 'scale(1)' } });

// Sits in the shell's bottom dock, above the cookie bar when there is one. On phones it is a tab
// against the screen's edge, over the page's gutter rather than over prices and text.
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlLg,
  marginBottom: vars.space.lg,
  borderRadius: `${vars.radius.lg} 0 0 ${vars.radius.lg}`,
  background: vars.color.success,
  color: vars.color.onSuccess,
  boxShadow: vars.shadow.lg,
  animation: `${popIn} ${vars.duration.slow} ${vars.easing.enter}`,
  transition: `background ${vars.duration.fast}, transform ${vars.duration.fast}`,
  selectors: { '&:hover': { background: vars.color.successHover, color: vars.color.onSuccess, transform: 'scale(1.05)' } },
  '@media': {
    [mq.medium]: { width: '56px', height: '56px', marginRight: vars.space.lg, borderRadius: vars.radius.full },
  },
});

export const icon = style({ width: vars.size.iconLg, height: vars.size.iconLg, '@media': { [mq.medium]: { width: '30px', height: '30px' } } });
