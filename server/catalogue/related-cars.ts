import type { CarRow } from '../db/queries/cars.ts';
import { type FacetIndex, GONE_TRIM } from './facet-index.ts';

const PRICE_SPREAD = 0.3;
export const RELATED_LIMIT = { default: 8, max: 24 } as const;

/**
 * Listed cars like `car`: same body style or brand, price within ±30 %, never the car itself.
 * Walking the relevance order puts available cars first, then certified and discounted ones.
 */
export function relatedCarIds(index: FacetIndex, car: CarRow, limit: number): number[] {
  const low = car.listingPrice * (1 - PRICE_SPREAD);
  const high = car.listingPrice * (1 + PRICE_SPREAD);
  const related: number[] = [];
  for (const row of index.orders.relevance) {
    if (related.length >= limit) break;
    // The orders hold hidden cars too, for the staff's listing.
    if (index.ids[row] === car.id || index.trim[row] === GONE_TRIM) continue;
    const similar = index.values.bodyStyle[row] === car.bodyStyleId || index.values.brand[row] === car.brandId;
    const price = index.price[row]!;
    if (similar && price >= low && price <= high) related.push(index.ids[row]!);
  }
  return related;
}
