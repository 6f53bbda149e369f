import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The screen a wizard ends on once its request is sent (sell, request-a-car).

export const successCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'anywhere',
});

export const successTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const successActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
