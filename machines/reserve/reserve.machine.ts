import { assign, setup, stateIn } from 'xstate';
import { failureCode } from '../form/failure-code';
import { createFormMachine, type FormFailed } from '../form/form.machine';
import { type CardDetails, type CardValues, cardStepSchema } from './card-schema';

/** What reserveCar answers that the flow keeps for the success page. */
export type ReservedPurchase = {
  id: string;
  expiresAt: string | null;
  deposit: { amount: number; currency: string; status: string; cardBrand: string | null; cardLast4: string | null } | null;
};

/**
 * Reserving a car with the refundable US$75 deposit (SPEC §2 Reserve flow, §9): what the deposit
 * means, then the card, whose form's submit is the payment (the feature tokenises the card with the
 * processor and calls reserveCar with the token only), so every failed payment goes through its
 * three-failure lock. A declined card stays on the card step, saying so; a car that was sold or
 * reserved by someone else ends the flow in `carUnavailable`. No draft is kept: card numbers are never
 * written to any storage.
 */
export type ReserveEvent = { type: 'reserve.start' } | { type: 'step.back' } | FormFailed;

export type ReserveContext = { asOf: string; declined: boolean; purchase: ReservedPurchase | null };

export const cardForm = createFormMachine<CardValues, CardDetails, ReservedPurchase>({ id: 'cardForm', schema: cardStepSchema, tellsHostFailures: true });

export const reserveMachine = setup({
  types: {
    context: {} as ReserveContext,
    events: {} as ReserveEvent,
    input: {} as { now?: Date } | undefined,
    output: {} as { purchase: ReservedPurchase | null },
    tags: {} as 'busy',
    children: {} as { cardForm: 'cardForm' },
  },
  actors: {
    // The payment: the feature provides it as the form's submit (reserve-calls.ts).
    cardForm,
  },
  guards: {
    formSubmitting: (_, params: { value: unknown }) => params.value === 'submitting',
    paying: stateIn('#reserve.card.paying'),
    declined: (_, params: { error: unknown }) => failureCode(params.error) === 'PAYMENT_DECLINED',
    carGone: (_, params: { error: unknown }) => failureCode(params.error) === 'CAR_NOT_AVAILABLE',
  },
  actions: {
    noteDeclined: assign({ declined: true }),
    forgetDeclined: assign({ declined: false }),
    keepPurchase: assign({ purchase: (_, params: { purchase: ReservedPurchase }) => params.purchase }),
  },
}).createMachine({
  id: 'reserve',
  context: ({ input }) => ({ asOf: (input?.now ?? new Date()).toISOString(), declined: false, purchase: null }),
  initial: 'review',
  states: {
    review: { on: { 'reserve.start': 'card' } },
    card: {
      invoke: {
        id: 'cardForm',
        src: 'cardForm',
        input: ({ context }) => ({ values: { cardholder: '', number: '', expiry: '', cvc: '', asOf: context.asOf } }),
        onSnapshot: [{ guard: 'paying' }, { guard: { type: 'formSubmitting', params: ({ event }) => ({ value: event.snapshot.value }) }, target: '.paying' }],
        onDone: { target: 'reserved', actions: { type: 'keepPurchase', params: ({ event }) => ({ purchase: event.output.result }) } },
      },
      initial: 'ready',
      states: {
        ready: { on: { 'step.back': '#reserve.review' } },
        paying: {
          tags: ['busy'],
          entry: 'forgetDeclined',
          on: {
            'form.failed': [
              { guard: { type: 'declined', params: ({ event }) => ({ error: event.error }) }, target: 'ready', actions: 'noteDeclined' },
              { guard: { type: 'carGone', params: ({ event }) => ({ error: event.error }) }, target: '#reserve.carUnavailable' },
              { target: 'ready' },
            ],
          },
        },
      },
    },
    reserved: { type: 'final' },
    // Sold or held by someone else before the payment: nothing was charged; the page says so.
    carUnavailable: { type: 'final' },
  },
  output: ({ context }) => ({ purchase: context.purchase }),
});
