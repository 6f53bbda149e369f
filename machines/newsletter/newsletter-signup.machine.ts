import { assign, setup } from 'xstate';
import { type NewsletterSubscription, newsletterSchema } from '../../common/validation/newsletter';
import { createFormMachine } from '../form/form.machine';
import type { FormSchema } from '../form/form-schema';

/** What the newsletter form edits. */
export type NewsletterValues = { email: string };

/** The address on the one form machine, checked with the API's own schema; the feature provides the send. */
export const newsletterForm = createFormMachine<NewsletterValues, NewsletterSubscription, boolean>({
  id: 'newsletterForm',
  schema: newsletterSchema as FormSchema<NewsletterValues, NewsletterSubscription>,
});

/**
 * The newsletter's subscribe form (home page and footer): the address (checked before sending, kept
 * after a failed send, locked after the third), then the request to confirm it from the inbox
 * (double opt-in), with a way back to correct a mistyped address.
 */
export const newsletterSignupMachine = setup({
  types: {
    context: {} as { email: string },
    events: {} as { type: 'signup.another' },
    input: {} as { email?: string },
    children: {} as { newsletterForm: 'newsletterForm' },
  },
  actors: { newsletterForm },
  actions: {
    keepEmail: assign({ email: (_, params: { email: string }) => params.email }),
  },
}).createMachine({
  id: 'newsletterSignup',
  context: ({ input }) => ({ email: input.email ?? '' }),
  initial: 'subscribing',
  states: {
    subscribing: {
      invoke: {
        id: 'newsletterForm',
        src: 'newsletterForm',
        input: ({ context }) => ({ values: { email: context.email } }),
        onDone: { target: 'awaitingConfirmation', actions: { type: 'keepEmail', params: ({ event }) => ({ email: event.output.values.email }) } },
      },
    },
    awaitingConfirmation: { on: { 'signup.another': 'subscribing' } },
  },
});
