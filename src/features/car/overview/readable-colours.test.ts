import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColours } from './readable-colours';

describe('offer badge colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
  });

  it('keeps readable pairs and drops the rest', () => {
    expect(readableColours('#0f766e', '#ffffff')).toEqual({ background: '#0f766e', text: '#ffffff' });
    expect(readableColours('#e0322f', '#ffffff')).toBeUndefined();
    expect(readableColours('red', '#ffffff')).toBeUndefined();
  });
});
