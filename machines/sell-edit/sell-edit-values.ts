import type { UpdateSellRequestInput } from '../../common/validation/sell-request';
import type { FormSchema } from '../form/form-schema';
import type { AddressValues, PersonValues, PriceValues, SellQuote } from '../sell/sell-values';
import { addressStepSchema, personStepSchema, priceStepSchema } from '../sell/sell-step-schemas';
import type { SellRequestCreated } from '../sell/sell-forms';
import type { HeldHour } from '../sell/slot-calendar.machine';

/**
 * The edit-selling page's one form (SPEC §2: price and time, personal info, schedule, address): the
 * wizard's step fields side by side, with the request's id and the hour chosen. One form, so one
 * three-failure lock for the page.
 */
export type SellEditValues = PriceValues & PersonValues & AddressValues & { id: string; slotStartsAt: string };

/** What the page edits: the form's first values, the hour the request holds, and the quote it was made with. */
export type SellRequestToEdit = { values: SellEditValues; held: HeldHour; quote: SellQuote | null };

/** What updateSellRequest answers that the page shows once saved: the request as booked, as the wizard keeps it. */
export type SellRequestSaved = SellRequestCreated;

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/** CONTRACT's UpdateSellRequestInput, by the wizard's own step schemas (so the same rules and words), and an hour. */
export const sellEditSchema: FormSchema<SellEditValues, UpdateSellRequestInput> = {
  safeParse: (values) => {
    const price = priceStepSchema.safeParse(values);
    const person = personStepSchema.safeParse(values);
    const place = addressStepSchema.safeParse(values);
    const issues: Issue[] = [price, person, place].flatMap((parsed) => (parsed.success ? [] : parsed.error.issues));
    if (values.slotStartsAt.trim() === '') issues.push({ path: ['slotStartsAt'], message: 'required' });
    if (!price.success || !person.success || !place.success || issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: { id: values.id, ...price.data, person: person.data, ...place.data, slotStartsAt: values.slotStartsAt.trim() } };
  },
};
