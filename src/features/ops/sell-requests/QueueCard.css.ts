import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const trim = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))', margin: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const note = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A missed promise: the text colour of warnings, readable on the card's white. */
export const overdue = style({ color: vars.color.accentText, fontWeight: vars.fontWeight.semibold });

export const offerForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const fieldset = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, border: 0, margin: 0, padding: 0, minWidth: 0, flex: '1 1 16rem' });

export const amount = style({ flex: '1 1 12rem', minWidth: 0 });

export const sent = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const empty = style({ margin: 0, padding: `${vars.space.xl} ${vars.space.lg}`, textAlign: 'center', color: vars.color.textMuted });
