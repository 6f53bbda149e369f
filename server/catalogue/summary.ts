import type { ListingBounds, ListingFacets } from '../graphql/generated/resolvers.ts';
import { type FacetIndex, staffView } from './facet-index.ts';
import { facetOptions, finiteBounds } from './facet-options.ts';
import type { PassResult } from './facet-types.ts';
import type { ListingRequest } from './listing-request.ts';

/** The staff's listing reads every car under its own trim; a visitor's, public cars only. */
export const viewFor = (index: FacetIndex, request: ListingRequest) => (request.statuses ? staffView(index) : index);

/** The part of a request that decides which cars match: every page, sort and offset of it shares one summary. */
export const summaryKey = (request: ListingRequest) => JSON.stringify([request.text, request.slugs, request.ranges, request.statuses]);

/** What every page, sort and offset of one filter combination share. */
export interface Summary {
  /** The request it answers (its page and sort aside). */
  request: ListingRequest;
  /** The facet pass it was read from (its count and match set among it), which an edit moves by the edited rows' shares (summary-patch.ts). */
  pass: PassResult;
  facets: ListingFacets;
  bounds: ListingBounds;
  /** With a search: how well each search text answers it, and (once asked for) the rows in search rank. */
  textScores?: Uint16Array;
  ranked?: Uint32Array;
}

export function summaryOfPass(index: FacetIndex, request: ListingRequest, pass: PassResult, textScores: Uint16Array | undefined): Summary {
  const { price, year, miles } = pass.bounds;
  return {
    request,
    pass,
    textScores,
    facets: facetOptions(index, pass, request),
    bounds: { price: finiteBounds(price), year: finiteBounds(year), miles: finiteBounds(miles) },
  };
}
