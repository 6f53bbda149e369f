/**
 * The catalogue's filter state (SPEC §3 "Filter state"). Lists hold what the visitor picked;
 * ranges hold inclusive bounds, either side open. Names travel with the slugs so chips can be
 * drawn without another request.
 */
export type Translations = { readonly en: string; readonly es: string };
export type OptionItem = { readonly slug: string; readonly name: string; readonly nameTranslations?: Translations | null };
export type OfferOption = { readonly id: string; readonly label: string };
export type SpotOption = { readonly id: string; readonly name: string };
export type SortOption = { readonly value: string; readonly label: string };
export type Range = { readonly min: number | null; readonly max: number | null };

/** Dimensions whose choices are joined with underscores in the URL. */
export const LIST_DIMENSIONS = [
  'categories',
  'brand',
  'carModel',
  'bodyStyle',
  'features',
  'color',
  'transmission',
  'fuelType',
  'driveTrain',
] as const;
export type ListDimension = (typeof LIST_DIMENSIONS)[number];

export const RANGE_DIMENSIONS = ['price', 'miles', 'year'] as const;
export type RangeDimension = (typeof RANGE_DIMENSIONS)[number];

export type FilterState = { readonly [K in ListDimension]: readonly OptionItem[] } & {
  readonly [K in RangeDimension]: Range;
} & {
  readonly search: readonly string[];
  readonly offer: readonly OfferOption[];
  readonly sortBy: readonly SortOption[];
  readonly curboSpot: readonly SpotOption[];
};

/** The default order; the API reads it as relevance and it never shows as a chip (SPEC §4). */
export const RELEVANCE_SORT = '129843R';

export const SORT_VALUES = [RELEVANCE_SORT, 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'miles_asc', 'miles_desc'] as const;
export type SortValue = (typeof SORT_VALUES)[number];

export const OPEN_RANGE: Range = { min: null, max: null };

export const emptyFilterState = (): FilterState => ({
  categories: [],
  brand: [],
  carModel: [],
  bodyStyle: [],
  features: [],
  color: [],
  transmission: [],
  fuelType: [],
  driveTrain: [],
  price: OPEN_RANGE,
  miles: OPEN_RANGE,
  year: OPEN_RANGE,
  search: [],
  offer: [],
  sortBy: [],
  curboSpot: [],
});
