import { setup } from 'xstate';
import type * as z from 'zod/mini';
import { sellOfferSchema } from '../../common/validation/staff';
import { createFormMachine } from '../form/form.machine';
import { overNumberText } from '../form/number-text';

/** What the API receives: the request and a whole number of pesos. */
export type SellOffer = z.output<typeof sellOfferSchema>;

/** What the offer box holds: the request it is for and the amount as typed (digits, maybe with commas). */
export type SellOfferValues = { sellRequestId: string; amount: string };

/** The amount is read as a whole number of pesos, then judged by the API's own schema. */
const offerSchema = overNumberText<SellOfferValues, SellOffer>(['amount'], (values) => sellOfferSchema.safeParse(values));

/** Our offer on the one form machine; the console provides the send. */
export const sellOfferForm = createFormMachine<SellOfferValues, SellOffer>({ id: 'sellOfferForm', schema: offerSchema });

/**
 * One sell request's offer in the staff console: the amount (checked before sending, kept after a
 * failed send, locked after the third), then the acknowledgement, from which a new amount replaces
 * the offer while the seller has not answered.
 */
export const sellOfferMachine = setup({
  types: {
    context: {} as { sellRequestId: string },
    events: {} as { type: 'offer.change' },
    input: {} as { sellRequestId: string },
    children: {} as { sellOfferForm: 'sellOfferForm' },
  },
  actors: { sellOfferForm },
}).createMachine({
  id: 'sellOffer',
  context: ({ input }) => ({ sellRequestId: input.sellRequestId }),
  initial: 'offering',
  states: {
    offering: {
      invoke: {
        id: 'sellOfferForm',
        src: 'sellOfferForm',
        input: ({ context }) => ({ values: { sellRequestId: context.sellRequestId, amount: '' } }),
        onDone: 'offered',
      },
    },
    offered: { on: { 'offer.change': 'offering' } },
  },
});
