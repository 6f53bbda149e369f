import { describe, expect, it } from 'vitest';
import { readWholeNumber } from '../../../machines/form/number-text';
import { withThousands } from './thousands';

describe('number boxes', () => {
  it('group digits by thousands as they are typed, which the step reads back as the number', () => {
    expect(withThousands('45000')).toBe('45,000');
    expect(withThousands('1,2345')).toBe('12,345');
    expect(withThousands('0012')).toBe('12');
    expect(withThousands('')).toBe('');
    expect(readWholeNumber(withThousands('1250000'))).toEqual({ value: 1_250_000 });
  });

  it('leave anything but digits alone, for the check to refuse', () => {
    expect(withThousands('45.000')).toBe('45.000');
    expect(readWholeNumber(withThousands('45.000'))).toEqual({ problem: 'only_numbers' });
  });
});
