import type { CarLookupRows } from '../db/queries/cars-lookups.ts';
import { lookupTable } from './lookup-table.ts';

/** Filters where a car has exactly one value and any selected value matches. */
export const VALUE_DIMENSIONS = ['brand', 'carModel', 'bodyStyle', 'color', 'transmission', 'fuelType', 'driveTrain', 'curboSpot'] as const;
export type ValueDimension = (typeof VALUE_DIMENSIONS)[number];
/** Dimensions a car takes from its trim; the facet pass counts them per trim and expands afterwards. */
export const TRIM_DIMENSIONS = ['brand', 'carModel', 'bodyStyle', 'transmission', 'fuelType', 'driveTrain'] as const satisfies readonly ValueDimension[];
export const isTrimDimension = (dimension: ValueDimension): boolean => (TRIM_DIMENSIONS as readonly string[]).includes(dimension);
export const RANGE_DIMENSIONS = ['year', 'miles', 'price'] as const;
export type RangeDimension = (typeof RANGE_DIMENSIONS)[number];

// One bit per dimension in the per-row failure mask of the facet pass; bit i is VALUE_DIMENSIONS[i].
const valueBits = Object.fromEntries(VALUE_DIMENSIONS.map((dimension, position) => [dimension, 1 << position])) as Record<ValueDimension, number>;
export const dimensionBit = {
  ...valueBits,
  categories: 1 << VALUE_DIMENSIONS.length,
  features: 1 << (VALUE_DIMENSIONS.length + 1),
  offer: 1 << (VALUE_DIMENSIONS.length + 2),
  year: 1 << (VALUE_DIMENSIONS.length + 3),
  miles: 1 << (VALUE_DIMENSIONS.length + 4),
  price: 1 << (VALUE_DIMENSIONS.length + 5),
};

/** Offer options are flags of the car, not a reference table; bit values match `OFFER_FLAG`. */
export const OFFER_OPTIONS = [
  { slug: 'with-offer', flag: 1, nameTranslations: { es: 'Con oferta', en: 'On offer' } },
  { slug: 'certified', flag: 2, nameTranslations: { es: 'Certificado', en: 'Certified' } },
  // Cars one can buy now (not coming soon, reserved or sold): the car finder's "see all" link asks for these.
  { slug: 'available', flag: 4, nameTranslations: { es: 'Disponible', en: 'Available' } },
] as const;
export const OFFER_FLAG = { hasOffer: 1, certified: 2, available: 4 } as const;
/** Beside the offer flags, not an option: sold cars sort after all others in relevance. */
export const SOLD_FLAG = 8;

/**
 * Every status as one bit of a car's flags, for the staff's listing over every status (AVAILABLE and
 * SOLD are the flags above). A visitor's listing never reads them: hidden cars fail it by their trim.
 */
export const STATUS_FLAG = {
  AVAILABLE: OFFER_FLAG.available,
  SOLD: SOLD_FLAG,
  COMING_SOON: 16,
  PENDING: 32,
  NOT_AVAILABLE: 64,
  TO_REVIEW: 128,
} as const;
export type IndexedStatus = keyof typeof STATUS_FLAG;

export function catalogueLookups(rows: CarLookupRows) {
  return {
    brand: lookupTable(rows.brands),
    carModel: lookupTable(rows.models),
    bodyStyle: lookupTable(rows.bodyStyles),
    color: lookupTable(rows.colors),
    transmission: lookupTable(rows.transmissions),
    fuelType: lookupTable(rows.fuelTypes),
    driveTrain: lookupTable(rows.driveTrains),
    curboSpot: lookupTable(rows.spots),
    categories: lookupTable(rows.categories),
    features: lookupTable(rows.features),
    countryVersion: lookupTable(rows.countryVersions),
  };
}

export type CatalogueLookups = ReturnType<typeof catalogueLookups>;
