import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const overview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  '@media': { [mq.medium]: { fontSize: vars.fontSize.xxxl } },
});

export const trim = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.lg}`, padding: 0, listStyle: 'none', color: vars.color.textMuted });

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
