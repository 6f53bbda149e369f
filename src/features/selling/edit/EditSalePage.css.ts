import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ paddingBlock: vars.space.xl });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const sections = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingBlockStart: vars.space.lg, borderBlockStart: `1px solid ${vars.color.border}` });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const actions = style({ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'space-between', gap: vars.space.md });

export const gone = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg });

export const text = style({ margin: 0, color: vars.color.textMuted });
