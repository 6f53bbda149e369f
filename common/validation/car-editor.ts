// zod/mini: the console's car editor (its wizard's steps) and createCar / updateCar check with these schemas.
import * as z from 'zod/mini';
import { CAR_INITIAL_STATUSES, CAR_WHEELS, INSPECTION_RESULTS_TO_NOTE } from '../car-editor.ts';
import { required, trimmed } from './account.ts';
import { licensePlateSchema } from './sell-request.ts';
import { STAFF_LIMITS } from './staff.ts';

/** The bounds the database's checks hold too (cars, car_inspections). */
export const CAR_EDITOR_LIMITS = {
  minYear: 1990,
  maxYear: 2100,
  maxMileage: 1_000_000,
  maxKeys: 5,
  maxOwners: 20,
  maxTreadMm: 12,
  maxBrakeMm: 15,
  maxLabel: 40,
  minNote: 3,
  maxNote: 200,
  maxFindings: 300,
} as const;

const slug = () => trimmed().check(required(), z.maxLength(100, 'too_long'));
const wholeNumber = (min: number, max: number) => z.number({ error: 'required' }).check(z.int('whole_number'), z.gte(min, 'too_small'), z.lte(max, 'too_large'));
const price = () => wholeNumber(1, STAFF_LIMITS.maxPrice);
const hexColor = () => trimmed().check(z.regex(/^#[0-9a-f]{6}$/, 'invalid_color'));
const millimetres = (max: number) => z.number({ error: 'required' }).check(z.gte(0, 'too_small'), z.lte(max, 'too_large'));

/** Step 1: what car it is; the trim (a version of one model year) brings its specs, body style and fuel. */
export const carVehicleSchema = z.object({
  brand: slug(),
  model: slug(),
  year: wholeNumber(CAR_EDITOR_LIMITS.minYear, CAR_EDITOR_LIMITS.maxYear),
  trim: slug(),
  exteriorColor: slug(),
  interiorColor: slug(),
  countryVersion: z.nullable(slug()),
});

/** An offer: the price it started from and its label in both languages; the discount follows from the price. */
export const carOfferSchema = z.object({
  originalPrice: price(),
  labelEs: trimmed().check(required(), z.maxLength(CAR_EDITOR_LIMITS.maxLabel, 'too_long')),
  labelEn: trimmed().check(required(), z.maxLength(CAR_EDITOR_LIMITS.maxLabel, 'too_long')),
  backgroundColor: hexColor(),
  textColor: hexColor(),
});

/** Step 2: where it is, who sells it, its identity and history, and its price and offer. */
export const carSaleSchema = z
  .object({
    spot: slug(),
    sellerType: z.enum(['SPOT', 'DEALER'], { error: 'required' }),
    certified: z.boolean(),
    mileage: wholeNumber(0, CAR_EDITOR_LIMITS.maxMileage),
    vin: z.pipe(
      z.pipe(trimmed(), z.transform((vin: string) => vin.toUpperCase())),
      z.string().check(required(), z.regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'invalid_vin')),
    ),
    licensePlate: licensePlateSchema,
    keys: wholeNumber(0, CAR_EDITOR_LIMITS.maxKeys),
    owners: wholeNumber(0, CAR_EDITOR_LIMITS.maxOwners),
    price: price(),
    offer: z.nullable(carOfferSchema),
  })
  // An offer takes something off: the price it started from is above today's.
  .check(z.refine((sale) => sale.offer === null || sale.offer.originalPrice > sale.price, { message: 'not_above_price', path: ['offer', 'originalPrice'] }));

/** Step 3: the papers checked before the car is offered. */
export const carPapersSchema = z.object({
  titleChecked: z.boolean(),
  noOppositionChecked: z.boolean(),
});

const wheelSchema = z.object({
  position: z.enum(CAR_WHEELS, { error: 'unknown_wheel' }),
  treadDepthMm: millimetres(CAR_EDITOR_LIMITS.maxTreadMm),
  brakePadMm: millimetres(CAR_EDITOR_LIMITS.maxBrakeMm),
});

const findingSchema = z.object({
  point: slug(),
  result: z.enum(INSPECTION_RESULTS_TO_NOTE, { error: 'unknown_result' }),
  note: trimmed().check(required(), z.minLength(CAR_EDITOR_LIMITS.minNote, 'too_short'), z.maxLength(CAR_EDITOR_LIMITS.maxNote, 'too_long')),
});

/** Step 4: the inspection report: the day, each wheel's figures, and the points that were not simply fine. */
export const carInspectionSchema = z.object({
  inspectedAt: trimmed().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')),
  wheels: z.array(wheelSchema).check(z.refine((wheels) => wheels.length === CAR_WHEELS.length && new Set(wheels.map((wheel) => wheel.position)).size === CAR_WHEELS.length, 'four_wheels')),
  findings: z.array(findingSchema).check(
    z.maxLength(CAR_EDITOR_LIMITS.maxFindings, 'too_many'),
    z.refine((findings) => new Set(findings.map((finding) => finding.point)).size === findings.length, 'repeated'),
  ),
});

const carFields = { vehicle: carVehicleSchema, sale: carSaleSchema, papers: carPapersSchema, inspection: carInspectionSchema };

/** A new car: its status is one a car may start in (common/car-editor.ts). */
export const createCarSchema = z.object({ status: z.enum(CAR_INITIAL_STATUSES, { error: 'not_initial_status' }), ...carFields });

/** A car's new description; its status moves only along the transitions (setCarStatus). */
export const updateCarSchema = z.object({ carId: z.string().check(z.regex(/^[1-9][0-9]{0,8}$/, 'invalid')), ...carFields });

export type CarVehicle = z.output<typeof carVehicleSchema>;
export type CarSale = z.output<typeof carSaleSchema>;
export type CarPapers = z.output<typeof carPapersSchema>;
export type CarInspectionReport = z.output<typeof carInspectionSchema>;
export type CarDescription = Omit<z.output<typeof createCarSchema>, 'status'>;
export type CreateCarValues = z.output<typeof createCarSchema>;
export type UpdateCarValues = z.output<typeof updateCarSchema>;
