import { expect } from 'vitest';
import { postGraphql } from './graphql.ts';
import type { Where } from './catalogue-reference.ts';

export interface FacetOption {
  slug: string;
  name: string;
  count: number;
  parent: string | null;
  hex: string | null;
  nameTranslations: { en: string; es: string } | null;
}
export interface Listing {
  count: number;
  cars: { id: string; slug: string; title: string; year: number; mileage: number; listingPrice: number; status: { slug: string } }[];
  facets: Record<string, FacetOption[]>;
  bounds: Record<'price' | 'year' | 'miles', { min: number; max: number }>;
}

const facetFields = 'slug name count parent hex nameTranslations { en es }';
const dimensions = ['categories', 'brand', 'carModel', 'bodyStyle', 'features', 'color', 'transmission', 'fuelType', 'driveTrain', 'curboSpot', 'offer'];
export const listingQuery = `query getListingCars($filter: FilterInput) { getListingCars(filter: $filter) {
  count cars { id slug title year mileage listingPrice status { slug } }
  facets { ${dimensions.map((dimension) => `${dimension} { ${facetFields} }`).join(' ')} }
  bounds { price { min max } year { min max } miles { min max } } } }`;

export type Filter = { limit?: number; offset?: number; sortBy?: string; where?: Where & { text_search?: string } };

export async function listing(url: string, filter: Filter): Promise<Listing> {
  const { status, body } = await postGraphql<{ getListingCars: Listing }>(url, listingQuery, { variables: { filter } });
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.getListingCars;
}

/** Every car of a listing, page after page, in order. */
export async function allCars(url: string, filter: Filter): Promise<Listing['cars']> {
  const cars: Listing['cars'] = [];
  for (let offset = 0; ; offset += 60) {
    const page = await listing(url, { ...filter, limit: 60, offset });
    cars.push(...page.cars);
    if (cars.length >= page.count || page.cars.length === 0) return cars;
  }
}
