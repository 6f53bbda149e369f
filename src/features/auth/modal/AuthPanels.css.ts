import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';


export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const forgot = style({ alignSelf: 'flex-end' });
