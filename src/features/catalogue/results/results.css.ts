import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const toolbarStart = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.lg}` });

export const toolbarEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const count = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const textLink = style({ color: vars.color.link, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, selectors: { '&:hover': { color: vars.color.linkHover } } });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: `opacity ${vars.duration.fast}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
  '@media': {
    [mq.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.huge} ${vars.space.xl}`,
  textAlign: 'center',
  background: vars.color.surfaceMuted,
  border: `${vars.size.border} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const emptyHint = style({ margin: 0, color: vars.color.textMuted });

export const goToTop = style({ alignSelf: 'center' });
