import { carRequestSpecsSchema } from '../../common/validation/car-request';
import type { FormSchema } from '../form/form-schema';
import { overNumberText } from '../form/number-text';
import type { CarRequestInput, CarRequestSpecs, SendValues, SpecsValues } from './request-values';

// The client's checks of request-a-car are createCarRequest's own (common/validation/car-request.ts):
// codes required, too_long, whole_number, too_old, too_new, too_small, too_large, and the person's.
// Whether a slug exists is the API's answer, not the form's.

/** Step 1, Especificaciones: the newest model year is counted from when the wizard started. */
export const specsStepSchema = overNumberText<SpecsValues, CarRequestSpecs>(['year', 'budget'], ({ asOf, ...specs }) => carRequestSpecsSchema(new Date(String(asOf))).safeParse(specs));

/** Resultados' send: the request the two steps parsed; the wizard opens it only with both. */
export const sendStepSchema: FormSchema<SendValues, CarRequestInput> = {
  safeParse: ({ request }) => (request ? { success: true, data: request } : { success: false, error: { issues: [{ path: ['request'], message: 'required' }] } }),
};
