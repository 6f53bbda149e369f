import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const count = style({ display: 'block', margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const category = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const categoryTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

// A question a link lands on clears the sticky header.
export const question = style({ scrollMarginTop: '6rem' });

export const answer = style({ margin: 0, marginBottom: vars.space.sm, lineHeight: vars.lineHeight.normal, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const permalink = style({ fontSize: vars.fontSize.sm, color: vars.color.link, ':hover': { color: vars.color.linkHover } });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const skeletonList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

globalStyle(`${results} mark`, { background: vars.color.accentSoft, color: 'inherit', borderRadius: vars.radius.sm, paddingInline: vars.space.xxs });
