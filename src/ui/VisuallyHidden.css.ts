import { style } from '@vanilla-extract/css';

// The usual screen-reader-only recipe: in the accessibility tree, out of sight, no layout effect.
export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
  border: 0,
});
