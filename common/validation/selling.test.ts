import { describe, expect, it } from 'vitest';
import { latestModelYear, sellQuoteSchema, yearAt } from './selling.ts';

// Noon on 15 June 2026 in Santo Domingo.
const NOW = new Date('2026-06-15T12:00:00-04:00');
const car = { brand: 'toyota', model: 'corolla', year: 2018, mileage: 60_000 };

const messages = (input: Record<string, unknown>, now = NOW) => {
  const result = sellQuoteSchema(now).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the year a car is counted from', () => {
  it('is the year in the Dominican Republic, four hours behind UTC', () => {
    expect(yearAt(new Date('2027-01-01T03:59:59Z'))).toBe(2026);
    expect(yearAt(new Date('2027-01-01T04:00:00Z'))).toBe(2027);
    expect(latestModelYear(NOW)).toBe(2027);
  });
});

describe('sellQuoteSchema', () => {
  it('accepts a described car, with a trim or with "no sé"', () => {
    expect(sellQuoteSchema(NOW).parse({ ...car, brand: ' toyota ', trim: 'corolla-2018-le' })).toEqual({ ...car, trim: 'corolla-2018-le' });
    expect(sellQuoteSchema(NOW).parse({ ...car, trim: '  ' }).trim).toBeUndefined();
    expect(sellQuoteSchema(NOW).parse({ ...car, trim: null }).trim).toBeUndefined();
    expect(sellQuoteSchema(NOW).parse(car).trim).toBeUndefined();
  });

  it('takes mileage from 0 to 1,000,000 miles, whole', () => {
    expect(messages({ ...car, mileage: 0 })).toEqual([]);
    expect(messages({ ...car, mileage: 1_000_000 })).toEqual([]);
    expect(messages({ ...car, mileage: -1 })).toEqual(['mileage:too_small']);
    expect(messages({ ...car, mileage: 1_000_001 })).toEqual(['mileage:too_large']);
    expect(messages({ ...car, mileage: 1.5 })).toEqual(['mileage:whole_number']);
  });

  it('takes years from 2000 to next year’s models', () => {
    expect(messages({ ...car, year: 2000 })).toEqual([]);
    expect(messages({ ...car, year: 2027 })).toEqual([]);
    expect(messages({ ...car, year: 1999 })).toEqual(['year:too_old']);
    expect(messages({ ...car, year: 2028 })).toEqual(['year:too_new']);
    expect(messages({ ...car, year: 2028 }, new Date('2027-03-01T12:00:00-04:00'))).toEqual([]);
  });

  it('names every field at fault at once', () => {
    expect(messages({ brand: '', model: ' ', trim: 'x'.repeat(101), year: 1990, mileage: -5 })).toEqual([
      'brand:required',
      'model:required',
      'trim:too_long',
      'year:too_old',
      'mileage:too_small',
    ]);
  });
});
