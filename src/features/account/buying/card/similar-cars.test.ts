import { describe, expect, it } from 'vitest';
import { queryToState } from '../../../../lib/filters/codec';
import { readFilterQuery } from '../../../../../common/filters/search-params';
import { similarCarsSearch } from './similar-cars';

const request = { brand: { slug: 'toyota', name: 'Toyota' }, model: { slug: 'corolla', name: 'Corolla' }, budget: 1_500_000 };

describe('similar cars of a car request', () => {
  it('asks the catalogue for the brand and model priced up to the budget, and nothing else', () => {
    expect(similarCarsSearch(request)).toEqual({ brand: 'toyota', carModel: 'corolla', maxPrice: 1_500_000 });
  });

  it('is a search the catalogue page reads back as those filters', () => {
    const state = queryToState(readFilterQuery(similarCarsSearch(request)));
    expect(state.brand.map((item) => item.slug)).toEqual(['toyota']);
    expect(state.carModel.map((item) => item.slug)).toEqual(['corolla']);
    expect(state.price).toEqual({ min: null, max: 1_500_000 });
  });
});
