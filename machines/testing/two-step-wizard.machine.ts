import * as z from 'zod/mini';
import { assign, fromPromise, setup } from 'xstate';
import { required } from '../../common/validation/account';
import { createFormMachine } from '../form/form.machine';

// The wizard pattern, proven on a small wizard (docs/decisions/0021-wizard-pattern.md): one state
// per step, each step a form machine over its slice of the draft, a review, a busy send, an output.

const vehicleSchema = z.object({
  brand: z.string().check(z.trim(), required()),
  year: z.string().check(z.trim(), required(), z.regex(/^(19|20)\d{2}$/, 'invalid_year')),
});
const contactSchema = z.object({
  name: z.string().check(z.trim(), required()),
  phone: z.string().check(z.trim(), required(), z.regex(/^\d{10}$/, 'wrong_length')),
});

export type VehicleStep = { brand: string; year: string };
export type ContactStep = { name: string; phone: string };
export type WizardDraft = { vehicle: VehicleStep; contact: ContactStep };
export const WIZARD_STEPS = ['vehicle', 'contact', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type WizardEvent = { type: 'step.back' } | { type: 'step.goto'; step: WizardStep } | { type: 'wizard.submit' };

const emptyDraft: WizardDraft = { vehicle: { brand: '', year: '' }, contact: { name: '', phone: '' } };

export const vehicleForm = createFormMachine<VehicleStep, VehicleStep>({ id: 'vehicleForm', schema: vehicleSchema });
export const contactForm = createFormMachine<ContactStep, ContactStep>({ id: 'contactForm', schema: contactSchema });

/** A step's form finishes without calling anything: its parsed values move the wizard on. */
const finishStep = fromPromise<unknown, unknown>(async () => null);

// Any visited step can be opened again from the stepper, from a step or the review; the others are
// not reachable yet, and nothing moves while the request is on its way.
const gotoVisitedStep = [
  { guard: { type: 'opensVisitedStep', params: { step: 'vehicle' } }, target: '#twoStepWizard.vehicle' },
  { guard: { type: 'opensVisitedStep', params: { step: 'contact' } }, target: '#twoStepWizard.contact' },
  { guard: { type: 'opensVisitedStep', params: { step: 'review' } }, target: '#twoStepWizard.review' },
] as const;

export const twoStepWizardMachine = setup({
  types: {
    context: {} as { draft: WizardDraft; visited: WizardStep[]; requestId: string | null },
    events: {} as WizardEvent,
    input: {} as { draft?: Partial<WizardDraft> } | undefined,
    output: {} as { requestId: string },
    tags: {} as 'busy',
  },
  actors: {
    vehicleForm: vehicleForm.provide({ actors: { submit: finishStep } }),
    contactForm: contactForm.provide({ actors: { submit: finishStep } }),
    sendRequest: fromPromise<string, WizardDraft>(async () => {
      throw new Error('sendRequest is provided by the feature');
    }),
  },
  guards: {
    /** The stepper asks for `step`, and the visitor has already been there. */
    opensVisitedStep: ({ context, event }, params: { step: WizardStep }) =>
      event.type === 'step.goto' && event.step === params.step && context.visited.includes(params.step),
  },
  actions: {
    visit: assign({ visited: ({ context }, params: { step: WizardStep }) => (context.visited.includes(params.step) ? context.visited : [...context.visited, params.step]) }),
    keepVehicle: assign({ draft: ({ context }, params: { vehicle: VehicleStep }) => ({ ...context.draft, vehicle: params.vehicle }) }),
    keepContact: assign({ draft: ({ context }, params: { contact: ContactStep }) => ({ ...context.draft, contact: params.contact }) }),
  },
}).createMachine({
  id: 'twoStepWizard',
  context: ({ input }) => ({ draft: { ...emptyDraft, ...input?.draft }, visited: ['vehicle'], requestId: null }),
  initial: 'vehicle',
  states: {
    vehicle: {
      on: { 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'vehicleForm',
        src: 'vehicleForm',
        input: ({ context }) => ({ values: context.draft.vehicle }),
        // What is typed is mirrored into the draft, so a reload (a persisted snapshot) keeps it.
        onSnapshot: { actions: { type: 'keepVehicle', params: ({ event }) => ({ vehicle: event.snapshot.context.values }) } },
        onDone: { target: 'contact', actions: { type: 'keepVehicle', params: ({ event }) => ({ vehicle: event.output.values }) } },
      },
    },
    contact: {
      entry: { type: 'visit', params: { step: 'contact' } },
      on: { 'step.back': 'vehicle', 'step.goto': gotoVisitedStep },
      invoke: {
        id: 'contactForm',
        src: 'contactForm',
        input: ({ context }) => ({ values: context.draft.contact }),
        onSnapshot: { actions: { type: 'keepContact', params: ({ event }) => ({ contact: event.snapshot.context.values }) } },
        onDone: { target: 'review', actions: { type: 'keepContact', params: ({ event }) => ({ contact: event.output.values }) } },
      },
    },
    review: {
      entry: { type: 'visit', params: { step: 'review' } },
      on: { 'step.back': 'contact', 'step.goto': gotoVisitedStep, 'wizard.submit': 'sending' },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => context.draft,
        onDone: { target: 'sent', actions: assign({ requestId: ({ event }) => event.output }) },
        onError: 'review',
      },
    },
    sent: { type: 'final' },
  },
  // What the feature navigates with: the request the server created.
  output: ({ context }) => ({ requestId: context.requestId ?? '' }),
});
