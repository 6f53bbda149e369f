import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const page = style({ paddingBlock: vars.space.xxxl, '@media': { [mq.medium]: { paddingBlock: vars.space.huge } } });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  maxWidth: '720px',
  marginInline: 'auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceMuted,
  border: `${vars.size.border} solid ${vars.color.border}`,
  '@media': { [mq.medium]: { padding: vars.space.xxxl } },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  '@media': { [mq.medium]: { fontSize: vars.fontSize.xxxl } },
});

export const description = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });


export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.sm });
