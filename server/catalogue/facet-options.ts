import type { FacetOption, ListingFacets } from '../graphql/generated/resolvers.ts';
import type { LookupRecord } from '../db/queries/cars-lookups.ts';
import { OFFER_OPTIONS, VALUE_DIMENSIONS, type ValueDimension } from './dimensions.ts';
import type { FacetIndex } from './facet-index.ts';
import type { Bounds, PassResult } from './facet-types.ts';
import type { ListingRequest } from './listing-request.ts';

type Counted = LookupRecord & { hex?: string; brandId?: number };

// Options nobody could pick are left out, except selected ones, which the UI must still show as chips.
function options(rows: Counted[], countOf: (row: Counted, position: number) => number, selected: string[] = []): FacetOption[] {
  return rows.flatMap((row, position) => {
    const count = countOf(row, position);
    if (count === 0 && !selected.includes(row.slug)) return [];
    return [{ slug: row.slug, name: row.name, nameTranslations: row.nameTranslations, count, hex: row.hex ?? null, parent: null }];
  });
}

function featureCounts(index: FacetIndex, trimCounts: Uint32Array): Uint32Array {
  const counts = new Uint32Array(index.featureWords * 32);
  for (let trim = 0; trim < trimCounts.length; trim++) {
    const cars = trimCounts[trim]!;
    if (cars === 0) continue;
    for (let bit = 0; bit < counts.length; bit++) {
      if (index.trimFeatureBits[trim * index.featureWords + (bit >>> 5)]! & (1 << (bit & 31))) counts[bit]! += cars;
    }
  }
  return counts;
}

/** The facets of every dimension; models only for the selected brands. */
export function facetOptions(index: FacetIndex, pass: PassResult, request: ListingRequest): ListingFacets {
  const { lookups } = index;
  const valueFacet = (dimension: ValueDimension, rows: Counted[] = lookups[dimension].rows) =>
    options(rows, (row) => pass.valueCounts[dimension][row.id] ?? 0, request.slugs[dimension]);
  const brandIds = new Set((request.slugs.brand ?? []).map((slug) => lookups.brand.bySlug.get(slug)?.id));
  const models = lookups.carModel.rows.filter((model) => brandIds.has(model.brandId));
  const features = featureCounts(index, pass.trimCounts);
  const offerCounts = { 'with-offer': pass.offerCounts.withOffer, certified: pass.offerCounts.certified, available: pass.offerCounts.available };
  const offerRows = OFFER_OPTIONS.map((option, id) => ({ id, slug: option.slug, name: option.nameTranslations.es, nameTranslations: option.nameTranslations }));
  return {
    ...(Object.fromEntries(VALUE_DIMENSIONS.map((dimension) => [dimension, valueFacet(dimension)])) as Record<ValueDimension, FacetOption[]>),
    carModel: valueFacet('carModel', models).map((option) => ({ ...option, parent: lookups.brand.byId.get(lookups.carModel.bySlug.get(option.slug)?.brandId ?? -1)?.slug ?? null })),
    categories: options(lookups.categories.rows, (_row, position) => pass.categoryCounts[position] ?? 0, request.slugs.categories),
    features: options(lookups.features.rows, (_row, position) => features[position] ?? 0, request.slugs.features),
    offer: options(offerRows, (row) => offerCounts[row.slug as keyof typeof offerCounts], request.slugs.offer),
  };
}

/** Empty bounds (nothing matches) read as 0–0 rather than infinities the client cannot draw. */
export const finiteBounds = ({ min, max }: Bounds): Bounds => (min <= max ? { min, max } : { min: 0, max: 0 });
