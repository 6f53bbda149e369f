// zod/mini: recordSellInspection and the queue's report form check with this schema.
import * as z from 'zod/mini';
import { CAR_EDITOR_LIMITS, carInspectionSchema } from './car-editor.ts';

/** The odometer the appraiser read, in km; null when it is what the seller wrote. */
export const inspectedMileageSchema = z.nullable(z.number({ error: 'required' }).check(z.int('whole_number'), z.gte(0, 'too_small'), z.lte(CAR_EDITOR_LIMITS.maxMileage, 'too_large')));

/**
 * The appraiser's report on a seller's car: the car editor's own inspection report (one format for
 * both, decision 53), and the odometer read when it differs from what the seller wrote.
 */
export const sellInspectionSchema = z.object({
  sellRequestId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'invalid')),
  inspection: carInspectionSchema,
  mileage: z.optional(inspectedMileageSchema),
});

export type SellInspectionValues = z.output<typeof sellInspectionSchema>;
