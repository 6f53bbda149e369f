import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

// A slim bar across the bottom of the shell's dock: one short sentence and the button, so it hides
// as little of the page as it can on a phone.
export const banner = style({
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.xs,
  '@media': { [mq.medium]: { fontSize: vars.fontSize.sm, gap: vars.space.xl } },
});

export const text = style({ margin: 0, maxWidth: vars.breakpoint.medium });

export const actions = style({ display: 'flex', flexShrink: 0, gap: vars.space.sm });
