import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryToState, stateToQuery, type FilterLookups } from './codec';
import { emptyFilterState, LIST_DIMENSIONS, SORT_VALUES, type FilterState, type OptionItem } from '../../../common/filters/filter-state';
import { readFilterQuery } from '../../../common/filters/search-params';

const toyota = { slug: 'toyota', name: 'Toyota' };
const honda = { slug: 'honda', name: 'Honda' };

describe('filter state to query parameters (SPEC §4)', () => {
  it('joins list filters with underscores, using slugs', () => {
    const query = stateToQuery({ ...emptyFilterState(), brand: [toyota, honda] });
    expect(query).toEqual({ brand: 'toyota_honda' });
  });

  it('turns price and miles into min/max and year into from/to', () => {
    const query = stateToQuery({
      ...emptyFilterState(),
      price: { min: 500_000, max: 1_200_000 },
      miles: { min: null, max: 50_000 },
      year: { min: 2018, max: 2022 },
    });
    expect(query).toEqual({ minPrice: 500_000, maxPrice: 1_200_000, maxMiles: 50_000, fromYear: 2018, toYear: 2022 });
  });

  it('keeps only the first offer, spot, sort and search', () => {
    const query = stateToQuery({
      ...emptyFilterState(),
      offer: [{ id: 'with-offer', label: 'En oferta' }, { id: 'certified', label: 'Certificado' }],
      curboSpot: [{ id: 'piantini', name: 'Piantini' }, { id: 'santiago', name: 'Santiago' }],
      sortBy: [{ value: 'price_asc', label: 'Precio' }, { value: 'year_desc', label: 'Año' }],
      search: ['corolla', 'civic'],
    });
    expect(query).toEqual({ offer: 'with-offer', curboSpot: 'piantini', sortBy: 'price_asc', search: 'corolla' });
  });

  it('leaves the default relevance order out of the URL', () => {
    expect(stateToQuery({ ...emptyFilterState(), sortBy: [{ value: '129843R', label: 'Relevancia' }] })).toEqual({});
  });

  it('looks up the offer label, spot name and sort label on the way back', () => {
    const lookups: FilterLookups = {
      offers: [{ id: 'with-offer', label: 'En oferta' }],
      spots: [{ id: 'piantini', name: 'Ola Cars Piantini' }],
      sorts: [{ value: 'price_asc', label: 'Precio: menor a mayor' }],
      options: { brand: [toyota] },
    };
    const state = queryToState({ offer: 'with-offer', curboSpot: 'piantini', sortBy: 'price_asc', brand: 'toyota_kia' }, lookups);
    expect(state.offer).toEqual([{ id: 'with-offer', label: 'En oferta' }]);
    expect(state.curboSpot).toEqual([{ id: 'piantini', name: 'Ola Cars Piantini' }]);
    expect(state.sortBy).toEqual([{ value: 'price_asc', label: 'Precio: menor a mayor' }]);
    expect(state.brand).toEqual([toyota, { slug: 'kia', name: 'kia' }]);
  });
});

describe('malformed query parameters', () => {
  it('fall back one by one instead of failing the page', () => {
    const parsed = readFilterQuery({
      brand: 'toyota_<script>_HONDA_kia',
      minPrice: 'cheap',
      maxPrice: -5,
      fromYear: 2019.5,
      toYear: '2022',
      sortBy: 'price; DROP TABLE cars',
      offer: ['with-offer'],
      page: 0,
      search: 2020,
    });
    expect(parsed).toEqual({ brand: 'toyota_kia', toYear: 2022, search: '2020' });
  });

  it('cut a very long search to 100 characters and drop an empty one', () => {
    expect(readFilterQuery({ search: 'a'.repeat(10_000) }).search).toHaveLength(100);
    expect(readFilterQuery({ search: '   ' }).search).toBeUndefined();
  });
});

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/);
const option = slug.map((value): OptionItem => ({ slug: value, name: value.toUpperCase() }));
const options = fc.uniqueArray(option, { selector: (item) => item.slug, maxLength: 4 });
// Within what a URL may carry (search-params.ts); beyond that a value falls back by design.
const rangeUpTo = (max: number) => fc.record({ min: fc.option(fc.nat({ max }), { nil: null }), max: fc.option(fc.nat({ max }), { nil: null }) });
const lists = Object.fromEntries(LIST_DIMENSIONS.map((dimension) => [dimension, options]));

const stateArbitrary: fc.Arbitrary<FilterState> = fc.record({
  ...lists,
  price: rangeUpTo(1_000_000_000),
  miles: rangeUpTo(10_000_000),
  year: rangeUpTo(2100),
  search: fc.oneof(fc.constant([]), fc.stringMatching(/^[a-z0-9][a-z0-9 ]{0,20}[a-z0-9]$/).map((term) => [term])),
  offer: fc.oneof(fc.constant([]), slug.map((id) => [{ id, label: `offer ${id}` }])),
  curboSpot: fc.oneof(fc.constant([]), slug.map((id) => [{ id, name: `spot ${id}` }])),
  sortBy: fc.oneof(fc.constant([]), fc.constantFrom(...SORT_VALUES.slice(1)).map((value) => [{ value, label: `sort ${value}` }])),
}) as unknown as fc.Arbitrary<FilterState>;

const lookupsFor = (state: FilterState): FilterLookups => ({
  options: Object.fromEntries(LIST_DIMENSIONS.map((dimension) => [dimension, state[dimension]])),
  offers: state.offer,
  spots: state.curboSpot,
  sorts: state.sortBy,
});

describe('round trip', () => {
  it('state → query → state is the identity, through the URL schema too', () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        const query = readFilterQuery(stateToQuery(state));
        expect(queryToState(query, lookupsFor(state))).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });
});
