import { LIST_DIMENSIONS, RANGE_DIMENSIONS, RELEVANCE_SORT, type FilterState, type OptionItem, type RangeDimension } from '../../../common/filters/filter-state';

/** SPEC §3 "Filter chip": what it reads, the value it removes, and the dimension it belongs to. */
export type FilterChip = { readonly name: string; readonly slug: string; readonly categoryType: keyof FilterState };

export type ChipText = {
  /** The translated name of a range, e.g. 'Precio'. */
  rangeLabel: (dimension: RangeDimension) => string;
  /** One bound, formatted for its dimension, e.g. 'RD $500,000', '2018', '50K mi'. */
  bound: (dimension: RangeDimension, value: number) => string;
  /** An option's name in the visitor's language. */
  optionName: (option: OptionItem) => string;
};

function rangeName(dimension: RangeDimension, min: number | null, max: number | null, text: ChipText): string {
  const label = text.rangeLabel(dimension);
  if (min !== null && max !== null) return `${label}: ${text.bound(dimension, min)} - ${text.bound(dimension, max)}`;
  if (min !== null) return `${label}: ≥ ${text.bound(dimension, min)}`;
  return `${label}: ≤ ${text.bound(dimension, max ?? 0)}`;
}

/** Chips in a stable order: search, ranges, lists, then offer, spot and a non-default sort. */
export function filterChips(state: FilterState, text: ChipText): FilterChip[] {
  const chips: FilterChip[] = state.search.map((term) => ({ name: term, slug: term, categoryType: 'search' }));
  for (const dimension of RANGE_DIMENSIONS) {
    const { min, max } = state[dimension];
    if (min !== null || max !== null) chips.push({ name: rangeName(dimension, min, max, text), slug: dimension, categoryType: dimension });
  }
  for (const dimension of LIST_DIMENSIONS) {
    state[dimension].forEach((option) => chips.push({ name: text.optionName(option), slug: option.slug, categoryType: dimension }));
  }
  state.offer.forEach((offer) => chips.push({ name: offer.label, slug: offer.id, categoryType: 'offer' }));
  state.curboSpot.forEach((spot) => chips.push({ name: spot.name, slug: spot.id, categoryType: 'curboSpot' }));
  state.sortBy
    .filter((sort) => sort.value !== RELEVANCE_SORT)
    .forEach((sort) => chips.push({ name: sort.label, slug: sort.value, categoryType: 'sortBy' }));
  return chips;
}

/** The state without the chip's value; removing a brand also drops its models, which would match nothing. */
export function withoutChip(state: FilterState, chip: FilterChip): FilterState {
  const { categoryType, slug } = chip;
  if ((RANGE_DIMENSIONS as readonly string[]).includes(categoryType)) return { ...state, [categoryType]: { min: null, max: null } };
  if (categoryType === 'search') return { ...state, search: state.search.filter((term) => term !== slug) };
  if (categoryType === 'offer') return { ...state, offer: state.offer.filter((offer) => offer.id !== slug) };
  if (categoryType === 'curboSpot') return { ...state, curboSpot: state.curboSpot.filter((spot) => spot.id !== slug) };
  if (categoryType === 'sortBy') return { ...state, sortBy: [] };
  const dimension = categoryType as (typeof LIST_DIMENSIONS)[number];
  const next = { ...state, [dimension]: state[dimension].filter((option) => option.slug !== slug) };
  return dimension === 'brand' && next.brand.length === 0 ? { ...next, carModel: [] } : next;
}
