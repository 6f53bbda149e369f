import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 214px) minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { '(max-width: 479.98px)': { gridTemplateColumns: '1fr' } },
});

export const media = style({ position: 'relative', aspectRatio: '214 / 135', background: vars.color.surfaceSunken, borderRadius: vars.radius.md });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover', borderRadius: vars.radius.md });

export const tags = style({ position: 'absolute', top: vars.space.xs, left: vars.space.xs, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const discount = style({
  position: 'absolute',
  right: vars.space.xs,
  bottom: vars.space.xs,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const heart = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const price = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, fontWeight: vars.fontWeight.bold });

export const was = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.sm });

export const sold = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const actions = style({ marginTop: 'auto', display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const question = style({ float: 'left', padding: 0, margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

/** A question with its answers is a fieldset; the browser's frame around it is not wanted. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
