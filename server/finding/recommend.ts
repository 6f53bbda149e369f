import type { RecommendationPreferences } from '../../common/validation/recommendation.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { CarRow } from '../db/queries/cars.ts';
import type { CatalogueLookups } from '../catalogue/dimensions.ts';
import { OFFER_FLAG } from '../catalogue/dimensions.ts';
import type { FacetIndex } from '../catalogue/facet-index.ts';
import { categoryMask, listingRequestOf } from './preferences.ts';
import { BestCandidates, type Candidate, packedKey } from './score.ts';
import { hasRow, type RowSet } from '../catalogue/row-set.ts';

/** The main car and this many other options (SPEC §2: "main recommended car plus other options"). */
export const OTHER_OPTIONS = 6;

export type PreferenceMet = 'CATEGORY' | 'BODY_STYLE' | 'PRICE' | 'YEAR' | 'MILEAGE';

export interface Recommendation {
  main: CarRow | undefined;
  others: CarRow[];
  /** Cars meeting every hard constraint: what `/buy` lists with the same filter. */
  matching: number;
  mainMatches: PreferenceMet[];
  lookups: CatalogueLookups;
}

const popcount = (bits: number) => {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
};

/** The best matching rows by score.ts; most cars never get in, so only a car that may is made a candidate. */
function bestRows(index: FacetIndex, matched: RowSet, mask: number): Candidate[] {
  const { ids, categoryBits, flags, year, miles } = index;
  const best = new BestCandidates(OTHER_OPTIONS + 1);
  const candidate: Candidate = { id: 0, categoryHits: 0, certified: false, hasOffer: false, year: 0, miles: 0 };
  for (let row = 0; row < index.size; row++) {
    if (!hasRow(matched, row)) continue;
    const flag = flags[row]!;
    const categoryHits = popcount(categoryBits[row]! & mask);
    const certified = (flag & OFFER_FLAG.certified) !== 0;
    const hasOffer = (flag & OFFER_FLAG.hasOffer) !== 0;
    if (packedKey(categoryHits, certified, hasOffer, year[row]!, miles[row]!) < best.floor) continue;
    candidate.id = ids[row]!;
    candidate.categoryHits = categoryHits;
    candidate.certified = certified;
    candidate.hasOffer = hasOffer;
    candidate.year = year[row]!;
    candidate.miles = miles[row]!;
    best.offer(candidate);
  }
  return best.best;
}

/** Which preferences the main car meets, so the page can say why it fits; the hard ones it meets by being chosen. */
function preferencesMet(preferences: RecommendationPreferences, main: Candidate): PreferenceMet[] {
  const met: [PreferenceMet, boolean][] = [
    ['CATEGORY', main.categoryHits > 0],
    ['BODY_STYLE', preferences.bodyStyle !== undefined],
    ['PRICE', preferences.price != null && (preferences.price.min != null || preferences.price.max != null)],
    ['YEAR', preferences.year != null && (preferences.year.min != null || preferences.year.max != null)],
    ['MILEAGE', preferences.maxMileage != null],
  ];
  return met.filter(([, yes]) => yes).map(([name]) => name);
}

/**
 * The finder's answer from the catalogue's facet index: the listing's own pass picks the cars meeting
 * the hard constraints, one more pass over those ranks them (score.ts); only the chosen cars are read.
 * A car sold since the index was built is left out, and the next one moves up.
 */
export async function recommendCars(catalogue: Catalogue, preferences: RecommendationPreferences): Promise<Recommendation> {
  const { index: matchedIndex, count, matched } = await catalogue.match(listingRequestOf(preferences));
  // Slugs are checked against the index that answered, whose category bits the mask must use.
  const mask = categoryMask(preferences, matchedIndex.lookups);
  const best = bestRows(matchedIndex, matched, mask);
  const rows = (await catalogue.carsInOrder(best.map((candidate) => candidate.id))).filter((row) => row.status === 'AVAILABLE');
  const [main, ...others] = rows;
  const mainCandidate = best.find((candidate) => candidate.id === main?.id);
  return {
    main,
    others,
    matching: count,
    mainMatches: mainCandidate ? preferencesMet(preferences, mainCandidate) : [],
    lookups: matchedIndex.lookups,
  };
}
