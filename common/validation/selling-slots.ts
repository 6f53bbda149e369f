// zod/mini: the sell wizard's calendar and the API check a slot request with this one schema.
import * as z from 'zod/mini';
import { isCalendarDate } from '../calendar-date.ts';
import { required } from './account.ts';

/**
 * CONTRACT.md's DateRangeInput and InspectionSlotsInput. Messages are codes the SPA words and the
 * API sends as `extensions.errors[].message` beside the field ('range.from', 'range.days', 'spotId'):
 * required, invalid_date, out_of_range.
 */
export const SLOT_RANGE_LIMITS = { minDays: 1, maxDays: 31 } as const;

export const INSPECTION_PLACES = ['SPOT', 'HOME'] as const;
export type InspectionPlace = (typeof INSPECTION_PLACES)[number];


export const dateRangeSchema = z.object({
  from: z.string({ error: 'required' }).check(z.trim(), required(), z.refine(isCalendarDate, 'invalid_date')),
  days: z.int({ error: 'required' }).check(z.gte(SLOT_RANGE_LIMITS.minDays, 'out_of_range'), z.lte(SLOT_RANGE_LIMITS.maxDays, 'out_of_range')),
});

export const inspectionSlotsSchema = z.object({
  range: dateRangeSchema,
  place: z.enum(INSPECTION_PLACES, { error: 'required' }),
  /**
   * The spot whose inspectors do the inspection. For HOME it is the spot the wizard found nearest
   * to the seller's address, whose inspectors drive out; without one no calendar can be drawn.
   */
  spotId: z.string({ error: 'required' }).check(z.trim(), required()),
});

export type InspectionSlotsRequest = z.output<typeof inspectionSlotsSchema>;
