import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOfferColors } from './offer-colours';

describe('offer tag colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('keeps readable pairs and drops the rest, or anything that is not a colour', () => {
    expect(readableOfferColors('#f5b400', '#1c1d21')).toEqual({ background: '#f5b400', text: '#1c1d21' });
    expect(readableOfferColors('#e0322f', '#ffffff')).toBeUndefined();
    expect(readableOfferColors('red', '#ffffff')).toBeUndefined();
    expect(readableOfferColors(null, '#ffffff')).toBeUndefined();
  });
});
