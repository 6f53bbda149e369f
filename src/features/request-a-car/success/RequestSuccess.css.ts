import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const next = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, paddingInlineStart: vars.space.lg });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
