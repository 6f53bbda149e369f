import { assign, fromPromise, setup } from 'xstate';

export type RoleRevokeEvent = { type: 'revoke.request' } | { type: 'revoke.confirm' } | { type: 'revoke.deny' };

/** One role of one staff member: the account's e-mail and the role. */
export type RoleRevokeInput = { email: string; role: string };

export type RoleRevokeContext = RoleRevokeInput & {
  /** What the last refused revoke answered; the feature words it in a toast. */
  error: unknown;
};

/**
 * Taking one role from a staff member on the staff screen: a question first (it may lock someone out
 * of their work), busy while the server answers, on failure the error announced and the role kept.
 * `revoked` is final: the refetched list no longer shows the role.
 */
export const roleRevokeMachine = setup({
  types: {
    context: {} as RoleRevokeContext,
    events: {} as RoleRevokeEvent,
    input: {} as RoleRevokeInput,
    tags: {} as 'question' | 'busy',
  },
  actors: {
    revokeRole: fromPromise<void, RoleRevokeInput>(async () => {
      throw new Error('revokeRole is provided by the staff console');
    }),
  },
  actions: {
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    // The feature shows the toast and refetches the list; the machine only says when.
    announceFailure: () => undefined,
    staffChanged: () => undefined,
  },
}).createMachine({
  id: 'roleRevoke',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'revoke.request': 'confirming' } },
    confirming: {
      tags: ['question'],
      on: { 'revoke.confirm': 'revoking', 'revoke.deny': 'idle' },
    },
    revoking: {
      tags: ['busy'],
      invoke: {
        id: 'revokeRole',
        src: 'revokeRole',
        input: ({ context }) => ({ email: context.email, role: context.role }),
        onDone: { target: 'revoked', actions: 'staffChanged' },
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'] },
      },
    },
    revoked: { type: 'final' },
  },
});
