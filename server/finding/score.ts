/**
 * The finder's ranking (decision 27). Every candidate already meets the hard constraints (available,
 * price, year, mileage, body style), so of the preferences only the categories, which are soft, tell
 * cars apart: more of the chosen categories first. Then what a buyer gains at the same fit, in this
 * order: a certified car, a car on offer, a newer car, fewer miles; the id keeps the order stable.
 */
export interface Candidate {
  id: number;
  /** How many of the chosen categories the car is in. */
  categoryHits: number;
  certified: boolean;
  hasOffer: boolean;
  year: number;
  miles: number;
}

const flag = (value: boolean) => (value ? 1 : 0);

/** Negative when `a` is the better recommendation. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    b.categoryHits - a.categoryHits ||
    flag(b.certified) - flag(a.certified) ||
    flag(b.hasOffer) - flag(a.hasOffer) ||
    b.year - a.year ||
    a.miles - b.miles ||
    a.id - b.id
  );
}

const MILES_BITS = 2 ** 20;
const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * The comparison above without the id, packed in one number (32 bits, exact in a double): a higher
 * key is never a worse candidate, so a car whose key is below the worst kept one is skipped without
 * comparing. Years from 1970 to 2097 and mileages below 2^20 keep it exact; beyond, keys tie and the
 * full comparison decides.
 */
export function candidateKey(c: Candidate): number {
  return packedKey(c.categoryHits, c.certified, c.hasOffer, c.year, c.miles);
}

/** candidateKey from the facts alone, for a loop over the index that builds no candidate it skips. */
export function packedKey(categoryHits: number, certified: boolean, hasOffer: boolean, year: number, miles: number): number {
  const head = ((categoryHits * 2 + (certified ? 1 : 0)) * 2 + (hasOffer ? 1 : 0)) * 128 + clamp(year - 1970, 127);
  return head * MILES_BITS + (MILES_BITS - 1 - clamp(miles, MILES_BITS - 1));
}

/**
 * Keeps the `size` best candidates offered, best first, without sorting them all. An offered
 * candidate is copied only when it gets in, so a caller may offer one object it reuses per car.
 */
export class BestCandidates {
  readonly best: Candidate[] = [];
  /** The key of the worst kept candidate once `size` are kept: a candidate keyed below it cannot get in. */
  floor = Number.NEGATIVE_INFINITY;
  constructor(private readonly size: number) {}

  offer(candidate: Candidate): void {
    const { best, size } = this;
    if (best.length === size && (candidateKey(candidate) < this.floor || compareCandidates(candidate, best[size - 1]!) >= 0)) return;
    let at = best.length === size ? size - 1 : best.length;
    while (at > 0 && compareCandidates(candidate, best[at - 1]!) < 0) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = { ...candidate };
    if (best.length === size) this.floor = candidateKey(best[size - 1]!);
  }
}

export function bestCandidates(candidates: Iterable<Candidate>, size: number): Candidate[] {
  const best = new BestCandidates(size);
  for (const candidate of candidates) best.offer(candidate);
  return best.best;
}
