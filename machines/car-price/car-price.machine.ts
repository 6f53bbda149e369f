import { assertEvent, assign, setup } from 'xstate';
import type * as z from 'zod/mini';
import { carPriceChangeSchema } from '../../common/validation/staff';
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
 * One car's price in the staff console: closed until asked for, then the form (checked before
 * sending, kept after a failed send, locked after the third), then the acknowledgement; the list
 * is fetched again with the new price.
 */
export const carPriceMachine = setup({
  types: {
    context: {} as { carId: string; price: string },
    /** `price` is the car's price now, as the box starts with it. */
    events: {} as { type: 'price.edit'; price: string } | { type: 'price.cancel' },
    input: {} as { carId: string },
    children: {} as { carPriceForm: 'carPriceForm' },
  },
  actors: { carPriceForm },
  actions: {
    startFrom: assign({
      price: ({ event }) => {
        assertEvent(event, 'price.edit');
        return event.price;
      },
    }),
    carChanged: () => undefined,
  },
}).createMachine({
  id: 'carPrice',
  context: ({ input }) => ({ carId: input.carId, price: '' }),
  initial: 'closed',
  states: {
    closed: { on: { 'price.edit': { target: 'editing', actions: 'startFrom' } } },
    editing: {
      on: { 'price.cancel': 'closed' },
      invoke: {
        id: 'carPriceForm',
        src: 'carPriceForm',
        input: ({ context }) => ({ values: { carId: context.carId, basePrice: context.price } }),
        onDone: { target: 'saved', actions: 'carChanged' },
      },
    },
    saved: { on: { 'price.edit': { target: 'editing', actions: 'startFrom' } } },
  },
});
