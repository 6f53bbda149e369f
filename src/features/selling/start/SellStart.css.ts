import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl, paddingBlock: vars.space.xxl, '@media': { [mq.medium]: { paddingBlock: vars.space.huge } } });

export const hero = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});
