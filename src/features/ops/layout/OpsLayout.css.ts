import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

/** One column that may shrink below its content (a row of tabs scrolls rather than widening the page). */
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, paddingBlock: vars.space.xl });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, borderBottom: `${vars.size.border} solid ${vars.color.border}`, paddingBottom: vars.space.sm });

export const navLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
  },
});

export const message = style({ display: 'grid', justifyItems: 'start', gap: vars.space.md, maxWidth: '40rem', '@media': { [mq.medium]: { paddingBlock: vars.space.lg } } });

export const muted = style({ margin: 0, color: vars.color.textMuted });
