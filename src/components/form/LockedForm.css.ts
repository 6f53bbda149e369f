import { style } from '@vanilla-extract/css';

// A disabled fieldset greys out every control at once when the submission lock engages.
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
