import { dimensionBit, isTrimDimension } from './dimensions.ts';
import { type FacetIndex, GONE_TRIM, trimsToRead } from './facet-index.ts';
import type { ActiveFilters } from './facet-types.ts';

function hasFeatures(index: FacetIndex, trim: number, required: Uint32Array): boolean {
  const base = trim * index.featureWords;
  for (let word = 0; word < required.length; word++) {
    const need = required[word]!;
    if ((index.trimFeatureBits[base + word]! & need) !== need) return false;
  }
  return true;
}

/**
 * Per trim, the dimensions it fails: brand, model, body style, drive facts and features all come
 * with the trim, so they are checked once per trim instead of once per car. `GONE_TRIM` fails all.
 * With `trims`, only those are checked: the others read as failing nothing, so the answer is only
 * for passing rows of those trims (a few rows passed alone, see summary-patch.ts).
 */
export function trimFailures(index: FacetIndex, filters: ActiveFilters, trims?: Uint32Array): Uint32Array {
  const failed = new Uint32Array(index.trimCount);
  const checked = trimsToRead(index, trims);
  // Failing every dimension, a gone car's row neither matches nor counts in any facet.
  failed[GONE_TRIM] = ~0 >>> 0;
  for (const { dimension, allowed } of filters.values) {
    if (!isTrimDimension(dimension)) continue;
    const values = index.trimValues[dimension];
    for (const trim of checked) if (allowed[values[trim]!] !== 1) failed[trim]! |= dimensionBit[dimension];
  }
  const { features } = filters;
  if (features) {
    for (const trim of checked) {
      if (filters.featuresImpossible || !hasFeatures(index, trim, features)) failed[trim]! |= dimensionBit.features;
    }
  }
  return failed;
}
