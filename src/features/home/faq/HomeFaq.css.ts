import { style } from '@vanilla-extract/css';
import { mq } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [mq.semiLarge]: { gridTemplateColumns: '1.6fr 1fr' } },
});

export const faq = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const allQuestions = style({ alignSelf: 'flex-start' });

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const answer = style({ margin: 0, marginBottom: vars.space.sm, lineHeight: vars.lineHeight.normal });

export const questionLink = style({ fontSize: vars.fontSize.sm, color: vars.color.link, ':hover': { color: vars.color.linkHover } });

