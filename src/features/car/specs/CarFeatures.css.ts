import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const groups = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [mq.medium]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const groupTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space.sm });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const check = style({ color: vars.color.success, flexShrink: 0 });
