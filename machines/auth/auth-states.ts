// The confirmation e-mail can be sent again from the register confirmation and from a refused sign-in.
export const resend = {
  initial: 'idle',
  states: {
    idle: { on: { 'confirmation.resend': 'sending' } },
    sending: {
      tags: ['resending'],
      invoke: { id: 'resendConfirmation', src: 'resendConfirmation', input: ({ context }: { context: { sentTo: string } }) => ({ email: context.sentTo }), onDone: 'sent', onError: 'failed' },
    },
    sent: { on: { 'confirmation.resend': 'sending' } },
    failed: { on: { 'confirmation.resend': 'sending' } },
  },
} as const;
