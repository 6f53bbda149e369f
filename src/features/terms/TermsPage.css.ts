import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingBlock: vars.space.xl, minWidth: 0 });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const contents = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });

export const contentsTitle = style({ margin: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.lg });

export const contentsList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

// The heading a table-of-contents link lands on clears the sticky header.
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, scrollMarginTop: '6rem', minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({ textAlign: 'start', fontWeight: vars.fontWeight.semibold, marginBottom: vars.space.sm });

globalStyle(`${table} th, ${table} td`, { textAlign: 'start', verticalAlign: 'top', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, overflowWrap: 'anywhere' });
