import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const banner = style({
  position: 'fixed',
  left: vars.space.lg,
  // Leaves room for the floating chat button on the right.
  right: '88px',
  bottom: vars.space.lg,
  zIndex: vars.zIndex.floating,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '560px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  '@media': { [mq.medium]: { flexDirection: 'row', alignItems: 'center', padding: vars.space.xl } },
});

export const text = style({ flex: 1 });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs });
