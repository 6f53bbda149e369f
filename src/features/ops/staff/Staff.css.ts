import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const grantFields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'end',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const notice = style({ display: 'block', margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.semibold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const member = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  minWidth: 0,
});

export const who = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });

export const email = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const roles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', listStyle: 'none', margin: 0, padding: 0 });

export const role = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
