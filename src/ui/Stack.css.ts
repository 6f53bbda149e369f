import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column' });

/** One class per spacing step of the theme: no runtime looks anything up. */
export const gaps = styleVariants(vars.space, (space) => ({ gap: space }));

export const alignments = styleVariants({
  stretch: { alignItems: 'stretch' },
  'flex-start': { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  'flex-end': { alignItems: 'flex-end' },
});
