import { assertEvent, assign, raise, setup } from 'xstate';

/** SPEC §9: a failure toast lives 4000 ms and at most three are counted before the lock. */
export const TOAST_LIFE_MS = 4000;
export const DEFAULT_FAILURE_LIMIT = 3;
const MAX_VISIBLE_TOASTS = 3;

/** What a form reports: the raw failure, worded by the feature that renders the toast. */
export type LockToast = { id: number; error: unknown };

export type SubmissionLockEvent =
  | { type: 'submission.failed'; error: unknown }
  | { type: 'submission.succeeded' }
  // A notice that does not count towards the lock, e.g. a closed sign-in popup.
  | { type: 'toast.show'; error: unknown }
  | { type: 'toast.dismiss'; id: number };

export type SubmissionLockContext = { limit: number; failures: number; toasts: LockToast[]; nextToastId: number };

/**
 * The three-failure lock every form shares (SPEC §4, §8): each failed submission shows a toast for
 * 4000 ms; the last allowed one locks the form for the rest of the visit, with a sticky notice;
 * a success forgives the failures so far. Where the lock is remembered is the feature's choice
 * (`lockedThisVisit`, `rememberLock`; see visit-lock.ts). The toasts live here so the timing is decided once.
 */
export const submissionLockMachine = setup({
  types: {
    context: {} as SubmissionLockContext,
    events: {} as SubmissionLockEvent,
    input: {} as { limit?: number } | undefined,
    tags: {} as 'locked',
  },
  delays: {
    toastLife: TOAST_LIFE_MS,
  },
  guards: {
    reachesLimit: ({ context }) => context.failures + 1 >= context.limit,
    /** Whether this form was locked earlier in the visit; the feature reads it from where it remembered it. */
    lockedThisVisit: () => false,
  },
  actions: {
    /** The feature keeps the lock for the rest of the visit (sessionStorage), so a reload keeps it too. */
    rememberLock: () => {},
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    forgiveFailures: assign({ failures: 0 }),
    addToast: assign(({ context, event }) => {
      assertEvent(event, ['submission.failed', 'toast.show']);
      const toast = { id: context.nextToastId, error: event.error };
      return { toasts: [...context.toasts, toast].slice(-MAX_VISIBLE_TOASTS), nextToastId: context.nextToastId + 1 };
    }),
    // Closing a toast early is harmless: the later timer finds nothing to remove.
    scheduleRemoval: raise(({ context }) => ({ type: 'toast.dismiss' as const, id: context.nextToastId - 1 }), { delay: 'toastLife' }),
    removeToast: assign({
      toasts: ({ context, event }) => {
        assertEvent(event, 'toast.dismiss');
        return context.toasts.filter((toast) => toast.id !== event.id);
      },
    }),
  },
}).createMachine({
  id: 'submissionLock',
  context: ({ input }) => ({ limit: input?.limit ?? DEFAULT_FAILURE_LIMIT, failures: 0, toasts: [], nextToastId: 1 }),
  initial: 'restoring',
  on: {
    'toast.show': { actions: ['addToast', 'scheduleRemoval'] },
    'toast.dismiss': { actions: 'removeToast' },
  },
  states: {
    restoring: { always: [{ guard: 'lockedThisVisit', target: 'locked' }, { target: 'open' }] },
    open: {
      on: {
        'submission.failed': [
          { guard: 'reachesLimit', target: 'locked', actions: ['countFailure', 'addToast', 'scheduleRemoval'] },
          { actions: ['countFailure', 'addToast', 'scheduleRemoval'] },
        ],
        'submission.succeeded': { actions: 'forgiveFailures' },
      },
    },
    // Sticky: nothing unlocks the form short of a new visit, not even a reload.
    locked: { tags: ['locked'], entry: 'rememberLock' },
  },
});
