import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))', minWidth: 0 });

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });

export const figure = style({ display: 'grid', margin: 0 });

export const figureValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const chart = style({ display: 'block', width: '100%', height: 'auto', maxWidth: '32rem', overflow: 'visible' });

export const chartLabel = style({ fill: vars.color.text, fontSize: '13px' });

export const chartValue = style({ fill: vars.color.text, fontSize: '13px', fontWeight: vars.fontWeight.semibold });

export const bar = style({ fill: vars.color.brand });

export const barWarning = style({ fill: vars.color.accent });

export const barDanger = style({ fill: vars.color.danger });

export const track = style({ fill: vars.color.surfaceSunken });

export const link = style({ color: vars.color.link, justifySelf: 'start' });
