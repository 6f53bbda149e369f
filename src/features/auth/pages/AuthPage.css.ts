import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ paddingBlock: vars.space.xl });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '440px',
  marginInline: 'auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const text = style({ margin: 0 });
