import { describe, expect, it } from 'vitest';
import { inlineVars } from './inlineVars';

describe('inlineVars', () => {
  it('turns var() references into custom property names and skips unset values', () => {
    expect(
      inlineVars([
        ['var(--width__1a2b)', '120px'],
        ['var(--height__3c4d)', undefined],
        ['var(--top__5e6f, 0px)', '64px'],
      ]),
    ).toEqual({ '--width__1a2b': '120px', '--top__5e6f': '64px' });
  });
});
