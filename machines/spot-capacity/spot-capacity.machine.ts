import type * as z from 'zod/mini';
import { spotCapacitySchema } from '../../common/validation/schedules';
import { createFormEditMachine } from '../form/form-edit.machine';
import { createFormMachine } from '../form/form.machine';
import { overNumberText } from '../form/number-text';

/** What the API receives: the spot and how many inspections one hour holds. */
export type SpotCapacity = z.output<typeof spotCapacitySchema>;

/** What the box holds: the spot and the number as typed. */
export type SpotCapacityValues = { spotId: string; inspectors: string };

const capacitySchema = overNumberText<SpotCapacityValues, SpotCapacity>(['inspectors'], (values) => spotCapacitySchema.safeParse(values));

/** One spot's capacity on the one form machine; the console provides the send. */
export const spotCapacityForm = createFormMachine<SpotCapacityValues, SpotCapacity>({ id: 'spotCapacityForm', schema: capacitySchema });

/**
 * A spot's inspections per hour in the schedule screen: opened with the capacity it has, then the
 * acknowledgement; `changed` has the calendar fetched again.
 */
export const spotCapacityMachine = createFormEditMachine({ id: 'spotCapacity', form: spotCapacityForm });

/** The values a spot's capacity box starts from, before it is opened with the capacity the spot has. */
export const spotCapacityInput = (spotId: string) => ({ values: { spotId, inspectors: '' } });
