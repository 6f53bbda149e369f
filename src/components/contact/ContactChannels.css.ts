import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, overflowWrap: 'anywhere', minWidth: 0 });

// A tap target of the touch size on phones, not just the text's height.
export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.semibold, minHeight: '24px', ':hover': { color: vars.color.linkHover } });

export const label = style({ display: 'block', fontWeight: vars.fontWeight.semibold });
