import { assign, fromPromise, setup } from 'xstate';

export type AccountItemEvent = { type: 'cancel.request' } | { type: 'delete.request' } | { type: 'restore.request' } | { type: 'question.confirm' } | { type: 'question.deny' };

/**
 * Where an item stands when its card is drawn: `open` while it still goes on (an upcoming test
 * drive, a purchase in progress), the only time it can be cancelled; `closed` once it ended;
 * `archived` after SPEC §4's 'delete', where it can only be restored.
 */
export type AccountItemStanding = 'open' | 'closed' | 'archived';

/** The refetched list draws a new card after each change, so the standing never changes under one machine. */
export type AccountItemInput = { id: string; standing: AccountItemStanding };

export type AccountItemContext = AccountItemInput & {
  /** What the last refused change rejected with; the feature turns it into the toast's words. */
  error: unknown;
};

type ById = { id: string };

const provided = (name: string) =>
  fromPromise<void, ById>(async () => {
    throw new Error(`${name} is provided by the account feature that shows the card`);
  });

/**
 * One account card's actions (SPEC §4: a test drive, a purchase): cancel while open and delete
 * (to the archive) each ask first; restore from the archive does not. The card is busy while the
 * server answers; a refusal is announced and leaves the card as it was. `changed` is final: the
 * refetched list shows the item in its new tab.
 */
export const accountItemMachine = setup({
  types: {
    context: {} as AccountItemContext,
    events: {} as AccountItemEvent,
    input: {} as AccountItemInput,
    tags: {} as 'question' | 'busy',
  },
  actors: {
    cancelItem: provided('cancelItem'),
    archiveItem: provided('archiveItem'),
    restoreItem: provided('restoreItem'),
  },
  guards: {
    isOpen: ({ context }) => context.standing === 'open',
    isShown: ({ context }) => context.standing !== 'archived',
    isArchived: ({ context }) => context.standing === 'archived',
  },
  actions: {
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    // The feature shows the toast (SPEC §8 wording, 4000 ms); the machine only says when.
    announceFailure: () => undefined,
  },
}).createMachine({
  id: 'accountItem',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'cancel.request': { guard: 'isOpen', target: 'confirmingCancel' },
        'delete.request': { guard: 'isShown', target: 'confirmingDelete' },
        'restore.request': { guard: 'isArchived', target: 'restoring' },
      },
    },
    confirmingCancel: {
      tags: ['question'],
      on: { 'question.confirm': 'cancelling', 'question.deny': 'idle' },
    },
    confirmingDelete: {
      tags: ['question'],
      on: { 'question.confirm': 'archiving', 'question.deny': 'idle' },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelItem',
        src: 'cancelItem',
        input: ({ context }) => ({ id: context.id }),
        onDone: 'changed',
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'] },
      },
    },
    archiving: {
      tags: ['busy'],
      invoke: {
        id: 'archiveItem',
        src: 'archiveItem',
        input: ({ context }) => ({ id: context.id }),
        onDone: 'changed',
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'] },
      },
    },
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreItem',
        src: 'restoreItem',
        input: ({ context }) => ({ id: context.id }),
        onDone: 'changed',
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'] },
      },
    },
    changed: { type: 'final' },
  },
});
