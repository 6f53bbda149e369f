import { describe, expect, it } from 'vitest';
import { carRequestSchema } from './car-request.ts';

// Noon on 15 June 2026 in Santo Domingo: next year's models (2027) may be asked for.
const NOW = new Date('2026-06-15T12:00:00-04:00');
const person = { name: 'Luis', lastName: 'Gómez', email: 'luis@example.com', phone: '8295550123' };
const request = { brand: 'toyota', model: 'corolla', year: 2018, budget: 1_500_000, person };

const messages = (input: Record<string, unknown>) => {
  const result = carRequestSchema(NOW).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`).sort();
};

describe('carRequestSchema', () => {
  it('accepts a request from 2000 to next year, trimming the slugs', () => {
    expect(carRequestSchema(NOW).parse({ ...request, brand: ' toyota ' })).toMatchObject(request);
    expect(messages({ ...request, year: 2000 })).toEqual([]);
    expect(messages({ ...request, year: 2027 })).toEqual([]);
  });

  it('names each wrong field with its code', () => {
    expect(messages({ ...request, year: 1999 })).toEqual(['year:too_old']);
    expect(messages({ ...request, year: 2028 })).toEqual(['year:too_new']);
    expect(messages({ ...request, year: 2018.5, budget: 10.5 })).toEqual(['budget:whole_number', 'year:whole_number']);
    expect(messages({ ...request, budget: 0 })).toEqual(['budget:too_small']);
    expect(messages({ ...request, budget: 100_000_001 })).toEqual(['budget:too_large']);
    expect(messages({ ...request, brand: '', model: 'x'.repeat(101) })).toEqual(['brand:required', 'model:too_long']);
    expect(messages({ ...request, person: { ...person, phone: '12', email: 'no' } })).toEqual(['person.email:invalid_email', 'person.phone:wrong_length']);
    expect(messages({ brand: 'toyota', model: 'corolla', person })).toEqual(['budget:required', 'year:required']);
  });
});
