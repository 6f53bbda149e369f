import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const page = style({ paddingBlock: `${vars.space.xl} ${vars.space.huge}` });

export const top = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
  '@media': { [mq.semiLarge]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, '@media': { [mq.medium]: { fontSize: vars.fontSize.xxxl } } });

export const search = style({ width: '100%', '@media': { [mq.semiLarge]: { maxWidth: '480px' } } });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mq.semiLarge]: { gridTemplateColumns: '272px minmax(0, 1fr)' } },
});

export const sidebar = style({
  display: 'none',
  '@media': { [mq.semiLarge]: { display: 'block' } },
  position: 'sticky',
  top: vars.space.lg,
  maxHeight: `calc(100vh - ${vars.space.xxl})`,
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
