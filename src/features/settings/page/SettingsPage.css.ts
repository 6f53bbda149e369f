import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ paddingBlock: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.xl });

/** Panels one under another in a tab (a tab's own `hidden` must keep working, so not on its element). */
export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, border: 0, padding: 0, margin: 0, minInlineSize: 0 });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const note = style({ margin: 0, color: vars.color.textMuted });

