import type * as z from 'zod/mini';
import { bulkPriceSchema } from '../../common/validation/staff';
import { createFormMachine } from '../form/form.machine';
import { schemaFromProblems } from '../form/form-schema';

/** What the API receives: the cars and either a percentage or an amount of pesos. */
export type BulkPriceChange = z.output<typeof bulkPriceSchema>;

/** The bulk box: the cars chosen, percent or amount, and the number as typed (may be negative). */
export type BulkPriceValues = { carIds: string[]; mode: 'percent' | 'amount'; value: string };

/** One car's price before and after, as the preview answers. */
export type PricePreview = { carId: string; title: string; oldPrice: number; newPrice: number };

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The typed number (thousands commas dropped), or the problem with it. */
function readNumber(text: string): { value: number } | { problem: string } {
  const cleaned = text.replace(/,/g, '').replace(/\s/g, '');
  if (cleaned === '') return { problem: 'required' };
  return NUMBER.test(cleaned) ? { value: Number(cleaned) } : { problem: 'only_numbers' };
}

const changeOf = (values: BulkPriceValues, value: number | undefined) => ({ carIds: values.carIds, [values.mode]: value });

/** The API's own schema judges the number read from the box; its problems show on the box. */
const bulkSchema = schemaFromProblems<BulkPriceValues, BulkPriceChange>(
  (values) => {
    const reading = readNumber(values.value);
    if ('problem' in reading) return { value: reading.problem };
    const checked = bulkPriceSchema.safeParse(changeOf(values, reading.value));
    return { value: checked.success ? undefined : checked.error.issues[0]?.message };
  },
  (values) => bulkPriceSchema.parse(changeOf(values, (readNumber(values.value) as { value: number }).value)),
);

/** The bulk change on the one form machine: its submission asks for the preview. */
export const bulkPriceForm = createFormMachine<BulkPriceValues, BulkPriceChange, PricePreview[]>({ id: 'bulkPriceForm', schema: bulkSchema });
