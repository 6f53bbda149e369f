// The reference tables and trims of the catalogue index's unit tests: a few rows of each, enough for
// random catalogues to hit every option of every facet.
import type { CarLookupRows } from '../../db/queries/cars-lookups.ts';
import { catalogueLookups } from '../dimensions.ts';

const records = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => ({ id: i + 1, slug: `${prefix}-${i + 1}`, name: `${prefix} ${i + 1}`, nameTranslations: null }));

export const lookups = catalogueLookups({
  brands: records(3, 'brand'),
  models: records(6, 'model').map((model) => ({ ...model, brandId: 1 + (model.id % 3) })),
  bodyStyles: records(3, 'body'),
  fuelTypes: records(2, 'fuel'),
  transmissions: records(2, 'gearbox'),
  driveTrains: records(2, 'drive'),
  colors: records(4, 'colour').map((color) => ({ ...color, hex: '#000000' })),
  features: records(5, 'feature').map((feature) => ({ ...feature, group: 'g' })),
  categories: records(3, 'category'),
  countryVersions: records(1, 'version'),
  spots: records(2, 'spot'),
} as unknown as CarLookupRows);

/** Trims 1–8 carry the facts the index takes per trim, as in the database. */
export const trimFacts = (trim: number) => ({
  model_id: 1 + (trim % 6),
  brand_id: 1 + ((1 + (trim % 6)) % 3),
  body_style_id: 1 + (trim % 3),
  fuel_type_id: 1 + (trim % 2),
  transmission_id: 1 + ((trim >> 1) % 2),
  drive_train_id: 1 + ((trim >> 2) % 2),
});
