import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const filter = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const narrowed = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const entry = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const head = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm, margin: 0, fontSize: vars.fontSize.md });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const subject = style({
  justifySelf: 'start',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

export const diff = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, tableLayout: 'fixed' });

export const cell = style({ padding: vars.space.xs, borderTop: `${vars.size.border} solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'top', overflowWrap: 'anywhere' });

export const changed = style({ background: vars.color.accentSoft, fontWeight: vars.fontWeight.semibold });

export const absent = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const empty = style({ margin: 0, color: vars.color.textMuted });
