import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: vars.space.xxl,
  '@media': { [mq.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.fontWeight.semibold, textAlign: 'right' });

export const swatch = style({
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
});

export const mono = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.regular });
