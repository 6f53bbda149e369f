import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** What a wizard's step says beside its fields: a neutral notice, a warning, a muted aside. */
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
