import { describe, expect, it } from 'vitest';
import { type IndexedStatus, STATUS_FLAG } from '../catalogue/dimensions.ts';
import type { FacetIndex } from '../catalogue/facet-index.ts';
import { candidateCarIds } from './car-request-suggestions.ts';

/** Just the columns candidateCarIds reads, rows in relevance order. */
function indexOf(cars: { id: number; brand: number; model: number; bodyStyle: number; year: number; price: number; status?: IndexedStatus }[]): FacetIndex {
  return {
    flags: Uint8Array.from(cars.map((car) => STATUS_FLAG[car.status ?? 'AVAILABLE'])),
    ids: Int32Array.from(cars.map((car) => car.id)),
    values: { brand: Uint16Array.from(cars.map((car) => car.brand)), carModel: Uint16Array.from(cars.map((car) => car.model)), bodyStyle: Uint16Array.from(cars.map((car) => car.bodyStyle)) },
    year: Uint16Array.from(cars.map((car) => car.year)),
    price: Float64Array.from(cars.map((car) => car.price)),
    orders: { relevance: Uint32Array.from(cars.map((_, row) => row)) },
  } as unknown as FacetIndex;
}

const wanted = { brandId: 1, modelId: 10, bodyStyleId: 5, year: 2018, budget: 1_000_000 };

describe('candidateCarIds', () => {
  it('puts the model first, then its body style in the price band; nearest year, then relevance; never over the budget, never a car not AVAILABLE', () => {
    const index = indexOf([
      { id: 1, brand: 2, model: 20, bodyStyle: 5, year: 2018, price: 900_000 }, // same body style, in the band
      { id: 2, brand: 1, model: 10, bodyStyle: 5, year: 2015, price: 500_000 }, // the model, 3 years off
      { id: 3, brand: 1, model: 10, bodyStyle: 5, year: 2019, price: 1_000_001 }, // the model, over the budget
      { id: 4, brand: 2, model: 20, bodyStyle: 5, year: 2018, price: 600_000 }, // same body style, under the band
      { id: 5, brand: 1, model: 10, bodyStyle: 5, year: 2019, price: 800_000 }, // the model, 1 year off
      { id: 6, brand: 3, model: 30, bodyStyle: 7, year: 2018, price: 950_000 }, // another body style
      { id: 7, brand: 1, model: 10, bodyStyle: 5, year: 2017, price: 990_000 }, // the model, 1 year off, less relevant than 5
      { id: 8, brand: 2, model: 21, bodyStyle: 5, year: 2020, price: 1_000_000 }, // same body style, at the budget
      { id: 9, brand: 1, model: 10, bodyStyle: 5, year: 2018, price: 900_000, status: 'TO_REVIEW' }, // the model, not for sale yet
      { id: 10, brand: 1, model: 10, bodyStyle: 5, year: 2018, price: 900_000, status: 'SOLD' }, // the model, sold
    ]);
    expect(candidateCarIds(index, wanted)).toEqual([5, 7, 2, 1, 8]);
  });

  it('keeps to the model when the model has no known body style', () => {
    const index = indexOf([
      { id: 1, brand: 2, model: 20, bodyStyle: 5, year: 2018, price: 900_000 },
      { id: 2, brand: 1, model: 10, bodyStyle: 5, year: 2018, price: 900_000 },
    ]);
    expect(candidateCarIds(index, { ...wanted, bodyStyleId: undefined })).toEqual([2]);
  });
});
