import type * as z from 'zod/mini';
import { closureFormSchema } from '../../common/validation/schedules';
import { createFormEditMachine } from '../form/form-edit.machine';
import { createFormMachine } from '../form/form.machine';
import { overNumberText } from '../form/number-text';

/** What the API receives: the spot, the closed hours and why. */
export type SpotClosureRequest = z.output<typeof closureFormSchema>;

/** What the form holds: the day, the hours as typed and the reason. */
export type SpotClosureValues = { spotId: string; day: string; fromHour: string; toHour: string; reason: string };

/** What adding answers: how many booked people were e-mailed. */
export type AddedClosure = { notified: number };

const closureSchema = overNumberText<SpotClosureValues, SpotClosureRequest>(['fromHour', 'toHour'], (values) => closureFormSchema.safeParse(values));

/** One closure on the one form machine; the console provides the send. */
export const spotClosureForm = createFormMachine<SpotClosureValues, SpotClosureRequest, AddedClosure>({ id: 'spotClosureForm', schema: closureSchema });

/**
 * Closing a spot for some hours in the schedule screen: opened on the day shown, from 8 to 17 until
 * changed, then the acknowledgement with how many booked people were told (`context.result`);
 * `changed` has the calendar fetched again.
 */
export const spotClosureMachine = createFormEditMachine({ id: 'spotClosure', form: spotClosureForm });

/** The values a closure starts from, before it is opened on a day. */
export const spotClosureInput = (spotId: string) => ({ values: { spotId, day: '', fromHour: '8', toHour: '17', reason: '' } });
