import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

// The main car large beside why it fits; on a phone one under the other.
export const main = style({ display: 'grid', gap: vars.space.xl, alignItems: 'start', '@media': { [mq.medium]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } } });

export const reasons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const reason = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.text });

export const reasonIcon = style({ color: vars.color.success, flexShrink: 0 });

export const others = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const notice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.xl, borderRadius: vars.radius.lg, background: vars.color.surfaceMuted });
