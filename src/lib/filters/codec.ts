import {
  emptyFilterState,
  LIST_DIMENSIONS,
  RELEVANCE_SORT,
  type FilterState,
  type OfferOption,
  type OptionItem,
  type Range,
  type SortOption,
  type SpotOption,
} from '../../../common/filters/filter-state';
import type { FilterQuery } from '../../../common/filters/search-params';

/** Names for the slugs in a URL, from the facets and the sort menu. */
export type FilterLookups = {
  readonly options?: Partial<Record<(typeof LIST_DIMENSIONS)[number], readonly OptionItem[]>>;
  readonly offers?: readonly OfferOption[];
  readonly spots?: readonly SpotOption[];
  readonly sorts?: readonly SortOption[];
};

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** SPEC §4: ranges become min/max (year: from/to), single-valued keys keep their first value, lists join with '_'. */
export function stateToQuery(state: FilterState): FilterQuery {
  const query: FilterQuery = {};
  for (const dimension of LIST_DIMENSIONS) {
    const joined = state[dimension].map((item) => item.slug).join('_');
    if (joined) query[dimension] = joined;
  }
  Object.assign(query, {
    minPrice: orUndefined(state.price.min),
    maxPrice: orUndefined(state.price.max),
    minMiles: orUndefined(state.miles.min),
    maxMiles: orUndefined(state.miles.max),
    fromYear: orUndefined(state.year.min),
    toYear: orUndefined(state.year.max),
    offer: state.offer[0]?.id,
    curboSpot: state.curboSpot[0]?.id,
    search: state.search[0] || undefined,
    sortBy: state.sortBy[0]?.value === RELEVANCE_SORT ? undefined : state.sortBy[0]?.value,
  });
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as FilterQuery;
}

const range = (min: number | undefined, max: number | undefined): Range => ({ min: min ?? null, max: max ?? null });

/** The way back, naming every slug from the lookups; a slug no lookup knows keeps itself as its name. */
export function queryToState(query: FilterQuery, lookups: FilterLookups = {}): FilterState {
  const state = { ...emptyFilterState() } as { -readonly [K in keyof FilterState]: FilterState[K] };
  for (const dimension of LIST_DIMENSIONS) {
    const known = lookups.options?.[dimension] ?? [];
    state[dimension] = (query[dimension]?.split('_') ?? []).map(
      (slug) => known.find((option) => option.slug === slug) ?? { slug, name: slug },
    );
  }
  state.price = range(query.minPrice, query.maxPrice);
  state.miles = range(query.minMiles, query.maxMiles);
  state.year = range(query.fromYear, query.toYear);
  state.search = query.search ? [query.search] : [];
  const { offer, curboSpot, sortBy } = query;
  state.offer = offer ? [lookups.offers?.find((option) => option.id === offer) ?? { id: offer, label: offer }] : [];
  state.curboSpot = curboSpot ? [lookups.spots?.find((spot) => spot.id === curboSpot) ?? { id: curboSpot, name: curboSpot }] : [];
  state.sortBy = sortBy ? [lookups.sorts?.find((sort) => sort.value === sortBy) ?? { value: sortBy, label: sortBy }] : [];
  return state;
}
