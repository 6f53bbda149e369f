import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const section = style({ paddingBlock: vars.space.xxxl, '@media': { [mq.medium]: { paddingBlock: vars.space.huge } } });

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.xxl,
  maxWidth: '640px',
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  '@media': { [mq.medium]: { fontSize: vars.fontSize.xxxl } },
});

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: '1fr',
  '@media': { [mq.medium]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [mq.large]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const cardText = style({ color: vars.color.textMuted });

export const band = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginTop: vars.space.xxxl,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.accentSoft,
});

export const bandTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
