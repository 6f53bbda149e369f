import { describe, expect, it } from 'vitest';
import { recommendationSchema } from './recommendation.ts';

const messages = (input: unknown) => {
  const parsed = recommendationSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('recommendationSchema', () => {
  it('takes no preference at all, and reads an empty body style as none', () => {
    expect(recommendationSchema.parse({})).toEqual({ categories: [] });
    expect(recommendationSchema.parse({ bodyStyle: '', categories: null }).bodyStyle).toBeUndefined();
  });

  it('allows up to 4 categories, once each', () => {
    expect(recommendationSchema.parse({ categories: ['a', 'b', 'a', 'c'] }).categories).toEqual(['a', 'b', 'c']);
    expect(messages({ categories: ['a', 'b', 'c', 'd', 'e'] })).toEqual(['categories: too_many']);
    expect(messages({ categories: [' '] })).toEqual(['categories.0: required']);
  });

  it('checks ranges: whole numbers, min ≤ max, years from 2000, no negative price or mileage', () => {
    expect(messages({ price: { min: 10, max: 5 } })).toEqual(['price.min: min_above_max']);
    expect(messages({ year: { min: 1999 } })).toEqual(['year.min: too_old']);
    expect(messages({ year: { min: 2010, max: 2010 }, price: { max: 0 } })).toEqual([]);
    expect(messages({ maxMileage: -1 })).toEqual(['maxMileage: too_small']);
    expect(messages({ maxMileage: 1.5 })).toEqual(['maxMileage: whole_number']);
    expect(messages({ price: { min: -5 } })).toEqual(['price.min: too_small']);
  });
});
