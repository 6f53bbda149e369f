import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { recoverSchema } from '../../common/validation/account';

export type EmailConfirmationEvent = { type: 'email.change'; value: string } | { type: 'form.submit' };
export type EmailConfirmationContext = { token: string; email: string; error: string | null };

const emailError = (email: string) => {
  const result = recoverSchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid_email');
};

/**
 * The e-mailed confirmation link (SPEC §4): following it activates the account. A used or expired
 * link says so and offers to send a new one to the address typed.
 */
export const emailConfirmationMachine = setup({
  types: {
    context: {} as EmailConfirmationContext,
    events: {} as EmailConfirmationEvent,
    input: {} as { token: string },
    tags: {} as 'busy',
  },
  actors: {
    validateToken: fromPromise<{ valid: boolean; purpose: string }, { token: string }>(async () => {
      throw new Error('validateToken is provided by the auth feature');
    }),
    resendConfirmation: fromPromise<void, { email: string }>(async () => {
      throw new Error('resendConfirmation is provided by the auth feature');
    }),
  },
  guards: {
    confirmationLink: (_, params: { valid: boolean; purpose: string }) => params.valid && params.purpose === 'EMAIL_CONFIRMATION',
    emailValid: ({ context }) => emailError(context.email) === null,
  },
  actions: {
    storeEmail: assign(({ event }) => {
      assertEvent(event, 'email.change');
      return { email: event.value, error: null };
    }),
    flagEmail: assign({ error: ({ context }) => emailError(context.email) }),
  },
}).createMachine({
  id: 'emailConfirmation',
  context: ({ input }) => ({ token: input.token, email: '', error: null }),
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
      initial: 'editing',
      on: { 'email.change': { target: '.editing', actions: 'storeEmail' } },
      states: {
        editing: { on: { 'form.submit': [{ guard: 'emailValid', target: 'sending' }, { actions: 'flagEmail' }] } },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'resendConfirmation',
            src: 'resendConfirmation',
            input: ({ context }) => ({ email: context.email.trim().toLowerCase() }),
            onDone: 'sent',
            onError: 'failed',
          },
        },
        sent: {},
        failed: { on: { 'form.submit': 'sending' } },
      },
    },
  },
});
