import { fromPromise, setup } from 'xstate';
import { recoverSchema } from '../../common/validation/account';
import { createFormMachine } from '../form/form.machine';

/** The address to send a new link to; the shared schema trims and lower-cases it, as the API does. */
export type ResendValues = { email: string };

/** The form of a used or expired link, on the one form machine; the auth feature provides the send. */
export const resendForm = createFormMachine<ResendValues, ResendValues, void>({ id: 'resendForm', schema: recoverSchema });

/**
 * The e-mailed confirmation link (SPEC §4): following it activates the account. A used or expired
 * link says so and offers to send a new one to the address typed (its failures shown as toasts,
 * the form locked after the third, SPEC §8).
 */
export const emailConfirmationMachine = setup({
  types: {
    context: {} as { token: string },
    input: {} as { token: string },
    tags: {} as 'busy',
    children: {} as { validateToken: 'validateToken'; resendForm: 'resendForm' },
  },
  actors: {
    validateToken: fromPromise<{ valid: boolean; purpose: string }, { token: string }>(async () => {
      throw new Error('validateToken is provided by the auth feature');
    }),
    resendForm,
  },
  guards: {
    confirmationLink: (_, params: { valid: boolean; purpose: string }) => params.valid && params.purpose === 'EMAIL_CONFIRMATION',
  },
}).createMachine({
  id: 'emailConfirmation',
  context: ({ input }) => ({ token: input.token }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'validateToken',
        src: 'validateToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: [{ guard: { type: 'confirmationLink', params: ({ event }) => event.output }, target: 'confirmed' }, { target: 'invalid' }],
        onError: 'invalid',
      },
    },
    confirmed: { type: 'final' },
    invalid: {
      initial: 'asking',
      states: {
        asking: { invoke: { id: 'resendForm', src: 'resendForm', input: { values: { email: '' } }, onDone: 'sent' } },
        sent: { type: 'final' },
      },
    },
  },
});
