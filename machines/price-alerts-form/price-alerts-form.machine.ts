import { createFormMachine } from '../form/form.machine';
import { type FormSchema, schemaFromProblems } from '../form/form-schema';

/** The settings' e-mail switch: price-drop alerts for favourite cars (decision 45). */
export type PriceAlertsFields = { enabled: boolean };
/** What setPriceAlerts receives, and the part of the saved profile the form shows again. */
export type PriceAlertsInput = { enabled: boolean };
export type PriceAlertsRecord = { priceAlerts: boolean };

// A switch has no wrong value: the schema only passes it on.
const priceAlertsSchema: FormSchema<PriceAlertsFields, PriceAlertsInput> = schemaFromProblems(
  () => ({}),
  ({ enabled }) => ({ enabled }),
);

/**
 * The price-alerts switch of the settings on the one form machine: flipped, then saved; a failed
 * save keeps the choice, the saved notice shows the server's copy, and the third failure locks the
 * form (SPEC §8) like the profile's.
 */
export const priceAlertsFormMachine = createFormMachine<PriceAlertsFields, PriceAlertsInput, PriceAlertsRecord>({
  id: 'priceAlertsForm',
  schema: priceAlertsSchema,
  keepEditing: { valuesAfter: (saved) => ({ enabled: (saved as PriceAlertsRecord).priceAlerts }) },
});

export const priceAlertsFormInput = (record: PriceAlertsRecord) => ({ values: { enabled: record.priceAlerts } });
