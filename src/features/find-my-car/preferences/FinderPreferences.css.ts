import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"term edit" "answer edit"',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  paddingBlock: vars.space.md,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

export const term = style({ gridArea: 'term', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const answer = style({ gridArea: 'answer', margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const edit = style({ gridArea: 'edit', margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'space-between', gap: vars.space.md });
