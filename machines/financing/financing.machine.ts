import { assign, setup, stateIn } from 'xstate';
import type { PersonInput } from '../../common/validation/person';
import { failureCode } from '../form/failure-code';
import type { FormFailed } from '../form/form.machine';
import { applicationForm, cashForm } from './financing-forms';
import { applicantOf, type ApplicantValues, applicantValuesOf, type ChosenLoan, type FinancingApplied, isRedirected, type PurchaseStarted } from './financing-values';

/**
 * A car's financing index (SPEC §2: the calculator, then apply for financing, pay cash or
 * prequalify). Choosing is the calculator's page (plain React state: a live computation, no flow);
 * applying takes its choice to the personal information form, whose own submission is
 * applyForFinancing, so every failed send goes through its three-failure lock; paying cash is a
 * confirmation whose button is startPurchase with CASH. Both go back to the calculator until they are
 * sent; the answers end the flow: our team calls (`submitted`), the lender's site (`redirected`), a
 * cash purchase under the account's Compras (`purchased`), or the car gone meanwhile.
 * Prequalifying is another page: a link, no state here.
 */
export type FinancingEvent = { type: 'apply.start'; loan: ChosenLoan } | { type: 'cash.start' } | { type: 'step.back' } | FormFailed;

export type FinancingContext = {
  carId: string;
  /** The calculator's choice, once the buyer applies with it; the calculator starts from it again. */
  loan: ChosenLoan | null;
  /** What was typed in the personal information form, kept across a reload (sessionStorage). */
  applicant: ApplicantValues;
  applied: FinancingApplied | null;
  purchase: PurchaseStarted | null;
};

export type FinancingInput = { carId: string; person?: Partial<PersonInput> };

const CAR_GONE = ['CAR_NOT_AVAILABLE'];

export const financingMachine = setup({
  types: {
    context: {} as FinancingContext,
    events: {} as FinancingEvent,
    input: {} as FinancingInput,
    output: {} as { applied: FinancingApplied | null; purchase: PurchaseStarted | null },
    tags: {} as 'busy',
    children: {} as { applicationForm: 'applicationForm'; cashForm: 'cashForm' },
  },
  actors: {
    // The sends: the feature provides applyForFinancing and startPurchase as the forms' submits (financing-calls.ts).
    applicationForm,
    cashForm,
  },
  guards: {
    formSubmitting: (_, params: { value: unknown }) => params.value === 'submitting',
    applicationSending: stateIn('#financing.application.sending'),
    cashSending: stateIn('#financing.cash.sending'),
    carGone: (_, params: { error: unknown }) => CAR_GONE.includes(failureCode(params.error) ?? ''),
    redirected: (_, params: { applied: FinancingApplied }) => isRedirected(params.applied),
  },
  actions: {
    keepLoan: assign({ loan: (_, params: { loan: ChosenLoan }) => params.loan }),
    keepTyped: assign({ applicant: (_, params: { values: ApplicantValues }) => applicantOf(params.values) }),
    keepApplied: assign({ applied: (_, params: { applied: FinancingApplied }) => params.applied }),
    keepPurchase: assign({ purchase: (_, params: { purchase: PurchaseStarted }) => params.purchase }),
  },
}).createMachine({
  id: 'financing',
  context: ({ input }) => ({ carId: input.carId, loan: null, applicant: applicantValuesOf(input.person ?? {}), applied: null, purchase: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'apply.start': { target: 'application', actions: { type: 'keepLoan', params: ({ event }) => ({ loan: event.loan }) } },
        'cash.start': 'cash',
      },
    },
    application: {
      invoke: {
        id: 'applicationForm',
        src: 'applicationForm',
        input: ({ context }) => ({ values: { ...context.applicant, loan: context.loan && { ...context.loan, carId: context.carId } } }),
        // What is typed is mirrored into the context, so a reload (a persisted snapshot) keeps it.
        onSnapshot: [
          { guard: 'applicationSending', actions: { type: 'keepTyped', params: ({ event }) => ({ values: event.snapshot.context.values }) } },
          {
            guard: { type: 'formSubmitting', params: ({ event }) => ({ value: event.snapshot.value }) },
            target: '.sending',
            actions: { type: 'keepTyped', params: ({ event }) => ({ values: event.snapshot.context.values }) },
          },
          { actions: { type: 'keepTyped', params: ({ event }) => ({ values: event.snapshot.context.values }) } },
        ],
        onDone: [
          { guard: { type: 'redirected', params: ({ event }) => ({ applied: event.output.result }) }, target: 'redirected', actions: { type: 'keepApplied', params: ({ event }) => ({ applied: event.output.result }) } },
          { target: 'submitted', actions: { type: 'keepApplied', params: ({ event }) => ({ applied: event.output.result }) } },
        ],
      },
      initial: 'ready',
      states: {
        // Back to the calculator to change the loan, from here only: while sending, nothing moves.
        ready: { on: { 'step.back': '#financing.choosing' } },
        sending: {
          tags: ['busy'],
          on: { 'form.failed': [{ guard: { type: 'carGone', params: ({ event }) => ({ error: event.error }) }, target: '#financing.carUnavailable' }, { target: 'ready' }] },
        },
      },
    },
    cash: {
      invoke: {
        id: 'cashForm',
        src: 'cashForm',
        input: ({ context }) => ({ values: { carId: context.carId } }),
        onSnapshot: [{ guard: 'cashSending' }, { guard: { type: 'formSubmitting', params: ({ event }) => ({ value: event.snapshot.value }) }, target: '.sending' }],
        onDone: { target: 'purchased', actions: { type: 'keepPurchase', params: ({ event }) => ({ purchase: event.output.result }) } },
      },
      initial: 'ready',
      states: {
        ready: { on: { 'step.back': '#financing.choosing' } },
        sending: {
          tags: ['busy'],
          on: { 'form.failed': [{ guard: { type: 'carGone', params: ({ event }) => ({ error: event.error }) }, target: '#financing.carUnavailable' }, { target: 'ready' }] },
        },
      },
    },
    // Our team calls the buyer back.
    submitted: { type: 'final' },
    // An outside lender: the buyer continues at its site.
    redirected: { type: 'final' },
    // A cash purchase, under the account's Compras.
    purchased: { type: 'final' },
    // Sold or reserved by someone else meanwhile: nothing here can buy it; the page says so.
    carUnavailable: { type: 'final' },
  },
  output: ({ context }) => ({ applied: context.applied, purchase: context.purchase }),
});
