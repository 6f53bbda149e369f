import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(260px, 80%)',
  gap: vars.space.lg,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '@media': {
    [mq.medium]: { gridAutoColumns: 'minmax(260px, calc((100% - 2 * 16px) / 3))' },
    [mq.large]: { gridAutoColumns: 'calc((100% - 3 * 24px) / 4)', gap: vars.space.xl },
  },
});

export const item = style({ scrollSnapAlign: 'start', display: 'flex' });

globalStyle(`${item} > *`, { flex: 1 });
