import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const hero = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const sectionTitle = style({ margin: 0, marginBottom: vars.space.md, fontSize: vars.fontSize.xl });

// The list's own numbers: the steps read as the stepper will number them.
export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, paddingInlineStart: vars.space.xl, fontSize: vars.fontSize.lg });

export const step = style({ paddingInlineStart: vars.space.xs, selectors: { '&::marker': { color: vars.color.brand, fontWeight: vars.fontWeight.bold } } });
