import type { Catalogue } from '../catalogue/catalogue.ts';
import { STATUS_FLAG } from '../catalogue/dimensions.ts';
import type { FacetIndex } from '../catalogue/facet-index.ts';
import type { Db } from '../db/client.ts';
import { modelBodyStyle } from '../db/queries/car-requests.ts';
import type { CarRow } from '../db/queries/cars.ts';

/** At most this many suggestions; a price band reaches this far below the budget. */
export const SUGGESTIONS = { limit: 6, priceBand: 0.3 } as const;

export interface WantedCar {
  brandId: number;
  modelId: number;
  /** The model's usual body style; undefined when the catalogue knows none. */
  bodyStyleId: number | undefined;
  year: number;
  budget: number;
}

/** What a request for this model, year and budget looks for: the model's usual body style added. */
export async function wantedFor(db: Db, asked: Omit<WantedCar, 'bodyStyleId'>): Promise<WantedCar> {
  return { ...asked, bodyStyleId: await modelBodyStyle(db, asked.modelId) };
}

interface Candidate {
  id: number;
  /** 0: the brand and model asked for; 1: the same body style in the price band. */
  tier: number;
  yearGap: number;
  position: number;
}

/**
 * The listed cars that could answer a request, best first (decision 28): the brand and model asked
 * for before the same body style priced within 30 % under the budget; within each, the year closest
 * to the one asked for, then the listing's relevance (cars one can buy now, newest listings). Only
 * AVAILABLE cars within the budget, as the index last heard; the rows read afresh have the last word.
 */
export function candidateCarIds(index: FacetIndex, wanted: WantedCar): number[] {
  const floor = wanted.budget * (1 - SUGGESTIONS.priceBand);
  const candidates: Candidate[] = [];
  index.orders.relevance.forEach((row, position) => {
    const price = index.price[row]!;
    if (price > wanted.budget || (index.flags[row]! & STATUS_FLAG.AVAILABLE) === 0) return;
    const sameModel = index.values.carModel[row] === wanted.modelId && index.values.brand[row] === wanted.brandId;
    const similar = wanted.bodyStyleId !== undefined && index.values.bodyStyle[row] === wanted.bodyStyleId && price >= floor;
    if (!sameModel && !similar) return;
    candidates.push({ id: index.ids[row]!, tier: sameModel ? 0 : 1, yearGap: Math.abs(index.year[row]! - wanted.year), position });
  });
  candidates.sort((a, b) => a.tier - b.tier || a.yearGap - b.yearGap || a.position - b.position);
  return candidates.map((candidate) => candidate.id);
}

/**
 * The AVAILABLE cars that come closest to the request, in candidateCarIds' order, read afresh: a car
 * sold or repriced since the index was built is left out. Rows are read a few pages at a time.
 */
export async function suggestedCars(catalogue: Catalogue, wanted: WantedCar): Promise<{ rows: CarRow[]; index: FacetIndex }> {
  const index = await catalogue.index();
  const ids = candidateCarIds(index, wanted);
  const rows: CarRow[] = [];
  const chunk = SUGGESTIONS.limit * 4;
  for (let start = 0; start < ids.length && rows.length < SUGGESTIONS.limit; start += chunk) {
    const loaded = await catalogue.carsInOrder(ids.slice(start, start + chunk));
    rows.push(...loaded.filter((car) => car.status === 'AVAILABLE' && car.listingPrice <= wanted.budget));
  }
  return { rows: rows.slice(0, SUGGESTIONS.limit), index };
}
