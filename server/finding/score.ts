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

/** The `size` best of `candidates`, best first, in one pass without sorting them all. */
export function bestCandidates(candidates: Iterable<Candidate>, size: number): Candidate[] {
  const best: Candidate[] = [];
  for (const candidate of candidates) {
    if (best.length === size && compareCandidates(candidate, best[size - 1]!) >= 0) continue;
    let at = best.length === size ? size - 1 : best.length;
    while (at > 0 && compareCandidates(candidate, best[at - 1]!) < 0) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = candidate;
    if (best.length > size) best.length = size;
  }
  return best;
}
