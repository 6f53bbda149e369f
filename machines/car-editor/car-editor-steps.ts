import { CAR_WHEELS } from '../../common/car-editor';
import { carInspectionSchema, carPapersSchema, carSaleSchema, carVehicleSchema, createCarSchema, type CarInspectionReport, type CarPapers, type CarSale, type CarVehicle } from '../../common/validation/car-editor';
import type { FormSchema } from '../form/form-schema';
import { overNumberText } from '../form/number-text';
import type { CarRequest, InspectionValues, PapersValues, ReviewValues, SaleValues, VehicleValues } from './car-editor-values';

// The step forms check with the API's own schemas (common/validation/car-editor.ts); these adapters
// read the boxes' text into numbers and name each problem by the box that shows it.

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };
type Parse<Parsed> = { success: true; data: Parsed } | { success: false; error: { issues: ReadonlyArray<Issue> } };

/** A problem of the API's schema, under the box that shows it (`offer.originalPrice` is `offerOriginalPrice`). */
const renamed = <Parsed>(result: Parse<Parsed>, fieldOf: (path: ReadonlyArray<PropertyKey>) => string): Parse<Parsed> =>
  result.success ? result : { success: false, error: { issues: result.error.issues.map((issue) => ({ path: [fieldOf(issue.path)], message: issue.message })) } };

/** Step 1: the car; an empty country version is none. */
export const vehicleStepSchema = overNumberText<VehicleValues, CarVehicle>(['year'], (values) =>
  carVehicleSchema.safeParse({ ...values, countryVersion: values.countryVersion === '' ? null : values.countryVersion }),
);

const offerField = (key: PropertyKey) => `offer${String(key).charAt(0).toUpperCase()}${String(key).slice(1)}`;

/** Step 2: where, who sells, identity and price; the offer's boxes count only when there is one. */
export const saleStepSchema: FormSchema<SaleValues, CarSale> = {
  safeParse: (values) => {
    const numbers = ['mileage', 'keys', 'owners', 'price', ...(values.hasOffer ? ['offerOriginalPrice' as const] : [])] as const;
    return overNumberText<SaleValues, CarSale>(numbers, (read) => {
      const offer = values.hasOffer
        ? { originalPrice: read.offerOriginalPrice, labelEs: values.offerLabelEs, labelEn: values.offerLabelEn, backgroundColor: values.offerBackgroundColor, textColor: values.offerTextColor }
        : null;
      const sale = { spot: values.spot, sellerType: values.sellerType, certified: values.certified, mileage: read.mileage, vin: values.vin, licensePlate: values.licensePlate, keys: read.keys, owners: read.owners, price: read.price, offer };
      return renamed(carSaleSchema.safeParse(sale), (path) => (path[0] === 'offer' ? offerField(path[1] ?? 'originalPrice') : String(path[0])));
    }).safeParse(values);
  },
};

/** Step 3: the papers. */
export const papersStepSchema: FormSchema<PapersValues, CarPapers> = carPapersSchema;

/** A wheel figure: millimetres with at most one decimal (a comma is read as the point). */
function readMillimetres(text: string): { value: number } | { problem: string } {
  const written = text.trim().replace(',', '.');
  if (written === '') return { problem: 'required' };
  return /^\d{1,2}(\.\d)?$/.test(written) ? { value: Number(written) } : { problem: 'invalid_measure' };
}

/** Step 4: the report; each wheel's two boxes, and the points noted. */
export const inspectionStepSchema: FormSchema<InspectionValues, CarInspectionReport> = {
  safeParse: (values) => {
    const issues: Issue[] = [];
    const figure = (field: keyof InspectionValues & string) => {
      const reading = readMillimetres(String(values[field]));
      if ('value' in reading) return reading.value;
      issues.push({ path: [field], message: reading.problem });
      return -1;
    };
    const wheels = CAR_WHEELS.map((position) => ({ position, treadDepthMm: figure(`tread_${position}`), brakePadMm: figure(`brake_${position}`) }));
    const checked = renamed(carInspectionSchema.safeParse({ inspectedAt: values.inspectedAt, wheels, findings: values.findings }), (path) =>
      path[0] === 'wheels' && typeof path[1] === 'number' ? `${path[2] === 'brakePadMm' ? 'brake' : 'tread'}_${CAR_WHEELS[path[1]]}` : String(path[0]),
    );
    if (issues.length === 0) return checked;
    return { success: false, error: { issues: [...issues, ...(checked.success ? [] : checked.error.issues.filter((issue) => !issues.some((own) => own.path[0] === issue.path[0])))] } };
  },
};

/** The review: a new car's status, and with it the whole car as the API takes it, which this step's form sends. */
export const reviewStepSchema: FormSchema<ReviewValues, CarRequest & { status: string | null }> = {
  safeParse: ({ status, request }) => {
    // The wizard opens the review only with every step parsed; without them nothing is sent.
    if (!request) return { success: false, error: { issues: [{ path: ['request'], message: 'required' }] } };
    if (request.carId !== null) return { success: true, data: { ...request, status: null } };
    const parsed = createCarSchema.safeParse({ ...request, status });
    if (!parsed.success) return { success: false, error: { issues: parsed.error.issues.map((issue) => ({ path: [issue.path[0] === 'status' ? 'status' : 'request'], message: issue.message })) } };
    return { success: true, data: { ...request, status: parsed.data.status } };
  },
};
