import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

/** The white cards every section of the detail page sits on. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [mq.medium]: { padding: vars.space.xxl } },
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const formSubmit = style({ alignSelf: 'flex-start' });

/** Disables the whole form once locked; the browser's frame around a fieldset is not wanted. */
export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, border: 0, margin: 0, padding: 0, minWidth: 0 });
