import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingBlock: vars.space.xl });

export const notice = style({
  display: 'block',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const warning = style([notice, { background: vars.color.dangerSoft, color: vars.color.text }]);

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
