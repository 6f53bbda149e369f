import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingBlock: vars.space.xl, minWidth: 0 });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, '@media': { [mq.medium]: { fontSize: vars.fontSize.xxxl } } });

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '640px' });

// One column on phones; from the semi-large breakpoint the ways to ask sit beside the answers.
export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [mq.semiLarge]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surfaceMuted, minWidth: 0 });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
