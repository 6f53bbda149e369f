import { style } from '@vanilla-extract/css';
import { mq } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingBlock: vars.space.xxxl, '@media': { [mq.medium]: { paddingBlock: vars.space.huge } } });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, '@media': { [mq.medium]: { fontSize: vars.fontSize.xxxl } } });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceMuted,
  border: `${vars.size.border} solid ${vars.color.border}`,
  '@media': { [mq.medium]: { padding: vars.space.xl } },
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const installState = style({ minHeight: '44px' });

export const done = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.success, fontWeight: vars.fontWeight.semibold });

export const hint = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, color: vars.color.textMuted });

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingInlineStart: vars.space.lg, listStyle: 'decimal' });
