import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

/** The rhythm every home section shares: generous padding, a heading block, then content. */
export const section = style({ paddingBlock: vars.space.xxxl, '@media': { [mq.medium]: { paddingBlock: vars.space.huge } } });

export const muted = style({ background: vars.color.surfaceMuted });

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.xxl,
  maxWidth: '640px',
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mq.medium]: { fontSize: vars.fontSize.xxxl } },
});

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBottom: vars.space.xxl,
});

export const headingInRow = style([heading, { marginBottom: 0 }]);
