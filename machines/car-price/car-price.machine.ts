import type * as z from 'zod/mini';
import { carPriceChangeSchema } from '../../common/validation/staff';
import { createFormEditMachine } from '../form/form-edit.machine';
import { createFormMachine } from '../form/form.machine';
import { overNumberText } from '../form/number-text';

/** What the API receives: the car and a whole number of pesos. */
export type CarPrice = z.output<typeof carPriceChangeSchema>;

/** What the price box holds: the car and the price as typed (digits, maybe with commas). */
export type CarPriceValues = { carId: string; basePrice: string };

const priceSchema = overNumberText<CarPriceValues, CarPrice>(['basePrice'], (values) => carPriceChangeSchema.safeParse(values));

/** One car's new price on the one form machine; the console provides the send. */
export const carPriceForm = createFormMachine<CarPriceValues, CarPrice>({ id: 'carPriceForm', schema: priceSchema });

/**
 * One car's price in the staff console: opened with the price the car has now, then the
 * acknowledgement; `changed` has the list fetched again with the new price.
 */
export const carPriceMachine = createFormEditMachine({ id: 'carPrice', form: carPriceForm });

/** The values a car's price box starts from, before it is opened with the price the car has. */
export const carPriceInput = (carId: string) => ({ values: { carId, basePrice: '' } });
