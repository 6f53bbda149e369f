import { CAR_WHEELS } from '../../common/car-editor.ts';
import type { CreateCarValues } from '../../common/validation/car-editor.ts';
import { STAFF_LIMITS } from '../../common/validation/staff.ts';
import type { SellRequestForCar } from '../db/queries/sell-request-car.ts';
import { localDateAt } from './local-date.ts';
import { OFFER, roundMoney } from './quote-figures.ts';

/**
 * What a bought car starts with where the sell request says nothing (decision 52). The car comes in
 * TO_REVIEW, hidden from buyers, and the operator corrects these in the car editor.
 */
export const BOUGHT_CAR_DEFAULTS = {
  /** The paints most cars in the catalogue wear outside and inside (seed/data/lookups.ts). */
  exteriorColor: 'blanco',
  interiorColor: 'negro',
  /** One set of keys and one owner: the seller, until the papers say otherwise. */
  keys: 1,
  owners: 1,
  /** Not measured yet: 0 mm promises nothing a buyer could rely on. */
  wheelMm: 0,
} as const;

/** Our price for a car we bought: the offer was the value less reconditioning and margin (decision 23), so the value is back. */
export const listingPriceOf = (offer: number): number => Math.min(STAFF_LIMITS.maxPrice, roundMoney(offer / (1 - OFFER.reconditioning - OFFER.margin)));

/**
 * A VIN the request does not hold, unique to it: "SR" and the first 15 hex digits of its id (hex
 * has none of I, O, Q), so it passes the format check and the operator sees which car it is from.
 */
export const placeholderVin = (sellRequestId: string): string => `SR${sellRequestId.replaceAll('-', '').slice(0, 15).toUpperCase()}`;

/**
 * The car's report: the appraiser's as recorded (decision 53), or, when none was, the inspection's
 * day with unmeasured wheels and no findings for the operator's review to fill.
 */
function reportOf(request: SellRequestForCar): CreateCarValues['inspection'] {
  if (request.report) return request.report;
  const wheelMm = BOUGHT_CAR_DEFAULTS.wheelMm;
  return {
    inspectedAt: localDateAt(request.inspectionStartsAt),
    wheels: CAR_WHEELS.map((position) => ({ position, treadDepthMm: wheelMm, brakePadMm: wheelMm })),
    findings: [],
  };
}

/** The car editor's description of a bought car: the request's car, its spot and plate, the offer's value, the inspection's report. */
export function carFromSellRequest(request: SellRequestForCar & { offer: number }, trimSlug: string): CreateCarValues {
  return {
    status: 'TO_REVIEW',
    vehicle: {
      brand: request.brandSlug,
      model: request.modelSlug,
      year: request.year,
      trim: trimSlug,
      exteriorColor: BOUGHT_CAR_DEFAULTS.exteriorColor,
      interiorColor: BOUGHT_CAR_DEFAULTS.interiorColor,
      countryVersion: null,
    },
    sale: {
      spot: request.spotSlug,
      // The company owns it now and sells it from its spot.
      sellerType: 'SPOT',
      certified: false,
      // The odometer the appraiser read, over what the seller wrote.
      mileage: request.inspectedMileage ?? request.mileage,
      vin: placeholderVin(request.id),
      licensePlate: request.licensePlate,
      keys: BOUGHT_CAR_DEFAULTS.keys,
      owners: BOUGHT_CAR_DEFAULTS.owners,
      price: listingPriceOf(request.offer),
      offer: null,
    },
    papers: { titleChecked: false, noOppositionChecked: false },
    inspection: reportOf(request),
  };
}
