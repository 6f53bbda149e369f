import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const sandbox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, border: `2px dashed ${vars.color.borderStrong}`, background: vars.color.surfaceMuted });

export const sandboxTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const testCards = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
