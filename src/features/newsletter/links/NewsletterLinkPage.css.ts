import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.xxxl, '@media': { [mq.medium]: { paddingBlock: vars.space.huge } } });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
