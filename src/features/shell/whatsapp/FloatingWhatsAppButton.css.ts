import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.6)' }, to: { opacity: 1, transform: 'scale(1)' } });

export const button = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.floating,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.full,
  background: vars.color.success,
  color: vars.color.onSuccess,
  boxShadow: vars.shadow.lg,
  animation: `${popIn} ${vars.duration.slow} ${vars.easing.enter}`,
  transition: `background ${vars.duration.fast}, transform ${vars.duration.fast}`,
  selectors: { '&:hover': { background: vars.color.successHover, color: vars.color.onSuccess, transform: 'scale(1.05)' } },
});

export const icon = style({ width: '30px', height: '30px' });
