import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestCandidates, type Candidate, candidateKey, compareCandidates } from './score.ts';

const base: Candidate = { id: 10, categoryHits: 1, certified: false, hasOffer: false, year: 2018, miles: 40_000 };
const car = (changes: Partial<Candidate>): Candidate => ({ ...base, ...changes });

describe('compareCandidates', () => {
  it('puts more of the chosen categories before everything else', () => {
    const fits = car({ categoryHits: 2, year: 2005, miles: 200_000 });
    const shiny = car({ certified: true, hasOffer: true, year: 2024, miles: 10, id: 1 });
    expect(compareCandidates(fits, shiny)).toBeLessThan(0);
  });

  it('then certified, then on offer, then newer, then fewer miles, then the lower id', () => {
    const ladder = [
      car({ certified: true, year: 2005 }),
      car({ hasOffer: true, year: 2004 }),
      car({ year: 2020, miles: 90_000 }),
      car({ year: 2019, miles: 10 }),
      car({ year: 2019, miles: 20, id: 3 }),
      car({ year: 2019, miles: 20, id: 4 }),
    ];
    for (let i = 1; i < ladder.length; i++) expect(compareCandidates(ladder[i - 1]!, ladder[i]!)).toBeLessThan(0);
    expect(compareCandidates(base, { ...base })).toBe(0);
  });
});

const candidate = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  categoryHits: fc.integer({ min: 0, max: 4 }),
  certified: fc.boolean(),
  hasOffer: fc.boolean(),
  year: fc.integer({ min: 2000, max: 2027 }),
  miles: fc.oneof(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 1_000_000, max: 2_000_000 })),
});

describe('bestCandidates', () => {
  it('is the head of the full sort, for any candidates and size', () => {
    fc.assert(
      fc.property(fc.uniqueArray(candidate, { selector: (c) => c.id, maxLength: 60 }), fc.integer({ min: 1, max: 10 }), (candidates, size) => {
        expect(bestCandidates(candidates, size)).toEqual([...candidates].sort(compareCandidates).slice(0, size));
      }),
    );
  });
});

describe('candidateKey', () => {
  it('never ranks a worse candidate higher than the full comparison does', () => {
    fc.assert(
      fc.property(candidate, candidate, (a, b) => {
        if (candidateKey(a) < candidateKey(b)) expect(compareCandidates(a, b)).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });
});
