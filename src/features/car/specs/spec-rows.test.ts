import { describe, expect, it } from 'vitest';
import { formatSpec, maskIdentifier } from './spec-rows';

describe('spec values', () => {
  it('carries its unit and thousands separators', () => {
    expect(formatSpec(2.5, 'l')).toBe('2.5 L');
    expect(formatSpec(4650, 'mm')).toBe('4,650 mm');
    expect(formatSpec(5, 'count')).toBe('5');
  });

  it('masks the middle of a plate', () => {
    expect(maskIdentifier('A123456')).toBe('A12••56');
    expect(maskIdentifier('AB1')).toBe('AB1');
  });
});
