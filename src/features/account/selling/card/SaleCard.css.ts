import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const trim = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const note = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const question = style({ float: 'left', width: '100%', padding: 0, margin: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

/** A question with its answers is a fieldset; the browser's frame around it is not wanted. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
