import type { PersonInput } from '../../common/validation/person';
import type { CreateSellRequestInput } from '../../common/validation/sell-request';
import { createFormMachine, finishStep } from '../form/form.machine';
import { addressStepSchema, carStepSchema, personStepSchema, priceStepSchema, scheduleStepSchema } from './sell-step-schemas';
import type { AddressValues, CarValues, PersonValues, PriceValues, ScheduleValues, SellCar, SellExpectations, SellInspectionPlace } from './sell-values';

/** What createSellRequest answers that the wizard keeps: the request as the server booked it, for the success page. */
export type SellRequestCreated = {
  id: string;
  place: string;
  /** A home beyond the spot's range: an extra charge may apply (SPEC §8). */
  outsideCoverage: boolean;
  inspection: { startsAt: string; endsAt: string };
  spot: { name: string; address: string };
  address: { sector: string; street: string; number: string } | null;
};

// The wizard's step forms, each the one form machine over its step's schema.
// Another brand, model or year leaves the choices that hung on it to be made again.
export const carForm = createFormMachine<CarValues, SellCar>({
  id: 'carForm',
  schema: carStepSchema,
  resets: { brand: { model: '', year: '', trim: '' }, model: { year: '', trim: '' }, year: { trim: '' } },
}).provide({ actors: { submit: finishStep } });
export const priceForm = createFormMachine<PriceValues, SellExpectations>({ id: 'priceForm', schema: priceStepSchema }).provide({ actors: { submit: finishStep } });
export const personForm = createFormMachine<PersonValues, PersonInput>({ id: 'personForm', schema: personStepSchema }).provide({ actors: { submit: finishStep } });
export const addressForm = createFormMachine<AddressValues, SellInspectionPlace>({ id: 'addressForm', schema: addressStepSchema }).provide({ actors: { submit: finishStep } });

/**
 * The last step's form sends the request itself (its submit is createSellRequest), so every failed
 * send is counted by its submission lock; it tells the wizard each failure, which reloads the
 * calendar when the hour was taken meanwhile.
 */
export const scheduleForm = createFormMachine<ScheduleValues, CreateSellRequestInput, SellRequestCreated>({
  id: 'scheduleForm',
  schema: scheduleStepSchema,
  tellsHostFailures: true,
});
