import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

// A light card wherever it stands (the muted home section, the dark footer), so its fields keep their contrast.
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.border} solid ${vars.color.border}`,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const intro = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

/** The address and the button side by side once there is room; stacked on a phone. */
export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  '@media': { [mq.small]: { gridTemplateColumns: '1fr auto' } },
});

export const field = style({ minWidth: 0 });

export const fineprint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
