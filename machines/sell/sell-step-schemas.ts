import { addressSchema } from '../../common/validation/address';
import { personSchema, type PersonInput } from '../../common/validation/person';
import { type CreateSellRequestInput, sellCarSchema, sellExpectationsSchema } from '../../common/validation/sell-request';
import type { FormSchema } from '../form/form-schema';
import { overNumberText } from '../form/number-text';
import type { AddressValues, CarValues, PersonValues, PriceValues, ScheduleValues, SellCar, SellExpectations, SellInspectionPlace } from './sell-values';

// The step forms check with the API's own schemas (common/validation); these adapters only read the
// number boxes' text (number-text.ts) and put the steps' pieces together. Problems are codes, worded by the page.

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

export { readWholeNumber } from '../form/number-text';

/** Step 1: the car to quote and its plate; the newest model year is counted from when the wizard started. */
export const carStepSchema = overNumberText<CarValues, SellCar>(['year', 'mileage'], ({ asOf, ...car }) => sellCarSchema(new Date(String(asOf))).safeParse(car));

/** Step 2: the price hoped for and the days to sell in. */
export const priceStepSchema = overNumberText<PriceValues, SellExpectations>(['expectedPrice', 'expectedSaleDays'], (values) => sellExpectationsSchema.safeParse(values));

/** Step 3: the person, by the one person schema (an empty cédula is not given). */
export const personStepSchema: FormSchema<PersonValues, PersonInput> = personSchema;

/** Step 4: a spot, or home with its address (the spot then is the nearest one, whose calendar is shown). */
export const addressStepSchema: FormSchema<AddressValues, SellInspectionPlace> = {
  safeParse: ({ place, spotId, ...address }) => {
    const issues: Issue[] = [];
    if (place === '') issues.push({ path: ['place'], message: 'required' });
    if (spotId.trim() === '') issues.push({ path: ['spotId'], message: 'required' });
    const home = place === 'HOME' ? addressSchema.safeParse(address) : undefined;
    if (home && !home.success) issues.push(...home.error.issues);
    if (place === '' || issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: { place, spotId: spotId.trim(), address: home?.success ? home.data : null } };
  },
};

/**
 * Step 5: the hour and the terms (SPEC §5: accepting them is needed to continue the calendar), and
 * with them the whole request as CONTRACT's CreateSellRequestInput, which this step's form sends.
 */
export const scheduleStepSchema: FormSchema<ScheduleValues, CreateSellRequestInput> = {
  safeParse: ({ slotStartsAt, acceptTerms, request }) => {
    const issues: Issue[] = [];
    if (slotStartsAt.trim() === '') issues.push({ path: ['slotStartsAt'], message: 'required' });
    if (acceptTerms !== true) issues.push({ path: ['acceptTerms'], message: 'terms_required' });
    // The wizard opens this step only with the earlier steps parsed; without them nothing is sent.
    if (!request) issues.push({ path: ['request'], message: 'required' });
    if (!request || issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: { ...request, slotStartsAt: slotStartsAt.trim(), acceptTerms: true } };
  },
};
