import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** The list scrolls inside the dialog; the bar stays in view below it. */
export const body = style({ display: 'grid', gridTemplateRows: 'minmax(0, 1fr) auto', gap: vars.space.md, maxHeight: 'calc(100dvh - 10rem)' });

export const scroller = style({ overflowY: 'auto', minHeight: 0 });

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

export const barQuestion = style({ float: 'left', padding: 0, margin: 0, marginRight: 'auto', fontWeight: vars.fontWeight.semibold });

/** A question with its answers is a fieldset; the browser's frame around it is not wanted. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
