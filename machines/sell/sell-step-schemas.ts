import { DIGITS } from '../../common/validation/account';
import { addressSchema } from '../../common/validation/address';
import { personSchema, type PersonInput } from '../../common/validation/person';
import { type CreateSellRequestInput, sellCarSchema, sellExpectationsSchema } from '../../common/validation/sell-request';
import type { FormSchema } from '../form/form-schema';
import type { AddressValues, CarValues, PersonValues, PriceValues, ScheduleValues, SellCar, SellExpectations, SellInspectionPlace } from './sell-values';

// The step forms check with the API's own schemas (common/validation); these adapters only read the
// number boxes' text and put the steps' pieces together. Problems are codes, worded by the page.

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };
type Parse<Parsed> = ReturnType<FormSchema<unknown, Parsed>['safeParse']>;

/** SPEC §5 numeric text: commas (thousands separators) are dropped; empty or any non-digit is a problem. */
export function readWholeNumber(text: string): { value: number } | { problem: 'required' | 'only_numbers' } {
  const digits = text.replace(/,/g, '').trim();
  if (digits === '') return { problem: 'required' };
  return DIGITS.test(digits) ? { value: Number(digits) } : { problem: 'only_numbers' };
}

/**
 * A form schema whose `numbers` fields are text: each is read as a whole number, then `check` (a
 * common/validation schema) judges the values; a field's reading problem comes first.
 */
function overNumberText<Values extends Record<string, unknown>, Parsed>(numbers: ReadonlyArray<keyof Values & string>, check: (values: Record<string, unknown>) => Parse<Parsed>): FormSchema<Values, Parsed> {
  return {
    safeParse: (values) => {
      const read: Record<string, unknown> = { ...values };
      const issues: Issue[] = [];
      for (const field of numbers) {
        const reading = readWholeNumber(String(values[field]));
        if ('value' in reading) read[field] = reading.value;
        else {
          read[field] = undefined;
          issues.push({ path: [field], message: reading.problem });
        }
      }
      const checked = check(read);
      if (issues.length === 0) return checked;
      return { success: false, error: { issues: [...issues, ...(checked.success ? [] : checked.error.issues)] } };
    },
  };
}

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
