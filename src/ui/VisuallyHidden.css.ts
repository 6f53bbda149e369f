import { style, type StyleRule } from '@vanilla-extract/css';

// The usual screen-reader-only recipe: in the accessibility tree, out of sight, no layout effect.
// Shared as a rule too, for what hides only at some widths (the stepper's sentence on wide screens).
export const visuallyHiddenRule = {
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
} satisfies StyleRule;

export const hidden = style(visuallyHiddenRule);
