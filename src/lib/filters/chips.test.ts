import { describe, expect, it } from 'vitest';
import { filterChips, withoutChip, type ChipText } from './chips';
import { emptyFilterState } from '../../../common/filters/filter-state';
import { listingFilter } from '../../../common/filters/listing-filter';

const labels = { price: 'Precio', miles: 'Millaje', year: 'Año' } as const;
const text: ChipText = {
  rangeLabel: (dimension) => labels[dimension],
  bound: (dimension, value) => (dimension === 'price' ? `RD $${value.toLocaleString('en-US')}` : String(value)),
  optionName: (option) => option.nameTranslations?.es ?? option.name,
};

describe('filter chips (SPEC §4)', () => {
  it('reads a range as the translated label plus both formatted bounds', () => {
    const chips = filterChips({ ...emptyFilterState(), price: { min: 500_000, max: 1_200_000 } }, text);
    expect(chips).toEqual([{ name: 'Precio: RD $500,000 - RD $1,200,000', slug: 'price', categoryType: 'price' }]);
  });

  it('marks an open side of a range', () => {
    const chips = filterChips({ ...emptyFilterState(), miles: { min: null, max: 50_000 }, year: { min: 2018, max: null } }, text);
    expect(chips.map((chip) => chip.name)).toEqual(['Millaje: ≤ 50000', 'Año: ≥ 2018']);
  });

  it('gives the default sort no chip, and any other sort one', () => {
    expect(filterChips({ ...emptyFilterState(), sortBy: [{ value: '129843R', label: 'Relevancia' }] }, text)).toEqual([]);
    expect(filterChips({ ...emptyFilterState(), sortBy: [{ value: 'price_asc', label: 'Menor precio' }] }, text)).toEqual([
      { name: 'Menor precio', slug: 'price_asc', categoryType: 'sortBy' },
    ]);
  });

  it('names options in the visitor language and keeps one chip per option', () => {
    const state = {
      ...emptyFilterState(),
      bodyStyle: [{ slug: 'muvsuv', name: 'Jeepeta', nameTranslations: { es: 'Jeepeta', en: 'SUV' } }],
      brand: [{ slug: 'toyota', name: 'Toyota' }],
    };
    expect(filterChips(state, { ...text, optionName: (option) => option.nameTranslations?.en ?? option.name })).toEqual([
      { name: 'Toyota', slug: 'toyota', categoryType: 'brand' },
      { name: 'SUV', slug: 'muvsuv', categoryType: 'bodyStyle' },
    ]);
  });

  it('removes exactly the chip value, and the models with the last brand', () => {
    const state = {
      ...emptyFilterState(),
      brand: [{ slug: 'toyota', name: 'Toyota' }],
      carModel: [{ slug: 'corolla', name: 'Corolla' }],
      price: { min: 1, max: 2 },
    };
    const withoutBrand = withoutChip(state, { name: 'Toyota', slug: 'toyota', categoryType: 'brand' });
    expect(withoutBrand.brand).toEqual([]);
    expect(withoutBrand.carModel).toEqual([]);
    expect(withoutBrand.price).toEqual({ min: 1, max: 2 });
    expect(withoutChip(state, { name: 'Precio', slug: 'price', categoryType: 'price' }).price).toEqual({ min: null, max: null });
  });
});

describe('listing filter', () => {
  it('sends slugs, ranges and the page as the API filter', () => {
    expect(listingFilter({ brand: 'toyota_honda', minPrice: 500_000, toYear: 2020, search: 'corolla', page: 3, sortBy: 'price_asc' })).toEqual({
      limit: 24,
      offset: 48,
      sortBy: 'price_asc',
      where: { text_search: 'corolla', brand: ['toyota', 'honda'], price: { min: 500_000 }, year: { max: 2020 } },
    });
  });
});
