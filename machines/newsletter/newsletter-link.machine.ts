import { fromPromise, setup } from 'xstate';

/**
 * A newsletter e-mail's link (confirm the subscription, or unsubscribe), followed as the page opens,
 * signed in or not: the server's yes or no is final; a failed call can be tried again without
 * going back to the e-mail. The feature provides what the link does.
 */
export const newsletterLinkMachine = setup({
  types: {
    context: {} as { token: string },
    input: {} as { token: string },
    events: {} as { type: 'link.retry' },
    tags: {} as 'busy',
  },
  actors: {
    followLink: fromPromise<boolean, { token: string }>(async () => {
      throw new Error('followLink is provided by the newsletter feature');
    }),
  },
  guards: {
    linkAccepted: (_, params: { accepted: boolean }) => params.accepted,
  },
}).createMachine({
  id: 'newsletterLink',
  context: ({ input }) => ({ token: input.token }),
  initial: 'following',
  states: {
    following: {
      tags: ['busy'],
      invoke: {
        id: 'followLink',
        src: 'followLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: [{ guard: { type: 'linkAccepted', params: ({ event }) => ({ accepted: event.output }) }, target: 'done' }, { target: 'refused' }],
        onError: 'failed',
      },
    },
    done: { type: 'final' },
    refused: { type: 'final' },
    failed: { on: { 'link.retry': 'following' } },
  },
});
