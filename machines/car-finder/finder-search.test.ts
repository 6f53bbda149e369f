import { describe, expect, it } from 'vitest';
import { preferencesFromSearch, preferencesToCatalogue, preferencesToSearch } from './finder-search';
import type { FinderPreferences } from './finder-values';

const PREFERENCES: FinderPreferences = { categories: ['familiar', 'economico'], bodyStyle: 'suv', price: { min: 500_000, max: 1_500_000 }, year: { min: 2015, max: 2027 }, maxMileage: 80_000 };

describe('finder preferences in the URL', () => {
  it("writes the catalogue's parameter names and reads back the same preferences", () => {
    const search = preferencesToSearch(PREFERENCES);
    expect(search).toEqual({ categories: 'familiar_economico', bodyStyle: 'suv', minPrice: 500_000, maxPrice: 1_500_000, fromYear: 2015, toYear: 2027, maxMiles: 80_000 });
    expect(preferencesFromSearch(search)).toEqual(PREFERENCES);
  });

  it('reads no body style as no preference, both ways', () => {
    const noPreference = { ...PREFERENCES, bodyStyle: null };
    expect(preferencesToSearch(noPreference)).not.toHaveProperty('bodyStyle');
    expect(preferencesFromSearch(preferencesToSearch(noPreference))).toEqual(noPreference);
  });

  it('survives a real query string, where every value is text', () => {
    const query = new URLSearchParams(Object.entries(preferencesToSearch(PREFERENCES)).map(([key, value]) => [key, String(value)])).toString();
    expect(query).toBe('categories=familiar_economico&bodyStyle=suv&minPrice=500000&maxPrice=1500000&fromYear=2015&toYear=2027&maxMiles=80000');
    expect(preferencesFromSearch(Object.fromEntries(new URLSearchParams(query)))).toEqual(PREFERENCES);
  });

  it('reads nothing from a URL missing an answer or holding a malformed one, so the finder starts at home', () => {
    const search = preferencesToSearch(PREFERENCES);
    const { maxMiles: _dropped, ...withoutMileage } = search;
    expect(preferencesFromSearch(withoutMileage)).toBeNull();
    expect(preferencesFromSearch({})).toBeNull();
    expect(preferencesFromSearch({ ...search, categories: 'a_b_c_d_e' })).toBeNull();
    expect(preferencesFromSearch({ ...search, categories: 'Familiar' })).toBeNull();
    expect(preferencesFromSearch({ ...search, bodyStyle: 'SUV!' })).toBeNull();
    expect(preferencesFromSearch({ ...search, minPrice: 2_000_000 })).toBeNull();
    expect(preferencesFromSearch({ ...search, fromYear: '20x5' })).toBeNull();
    expect(preferencesFromSearch({ ...search, maxMiles: -5 })).toBeNull();
    expect(preferencesFromSearch({ ...search, bodyStyle: 'suv_sedan' })).toBeNull();
  });

  it("opens the catalogue on what recommendCars counts as matching: available, body style, price, years, miles, categories left out", () => {
    expect(preferencesToCatalogue(PREFERENCES)).toEqual({ offer: 'available', bodyStyle: 'suv', minPrice: 500_000, maxPrice: 1_500_000, fromYear: 2015, toYear: 2027, maxMiles: 80_000 });
    expect(preferencesToCatalogue({ ...PREFERENCES, bodyStyle: null })).not.toHaveProperty('bodyStyle');
  });
});
