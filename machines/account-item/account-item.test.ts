import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type AccountItemEvent, type AccountItemInput, type AccountItemStanding, accountItemMachine } from './account-item.machine';

// The server never answers by itself: each path says whether it accepts or refuses.
const pending = () => new Promise<void>(() => undefined);
const machine = accountItemMachine.provide({ actors: { cancelItem: fromPromise(pending), archiveItem: fromPromise(pending), restoreItem: fromPromise(pending) } });
const standing = (where: AccountItemStanding): AccountItemInput => ({ id: '7', standing: where });

const notFound = { code: 'NOT_FOUND' };
type Actor = 'cancelItem' | 'archiveItem' | 'restoreItem';
type AnyEvent = AccountItemEvent | { type: `xstate.done.actor.${Actor}`; output: undefined } | { type: `xstate.error.actor.${Actor}`; error: unknown };

const ACTORS: Actor[] = ['cancelItem', 'archiveItem', 'restoreItem'];
const everyEvent: AnyEvent[] = [
  { type: 'cancel.request' },
  { type: 'delete.request' },
  { type: 'restore.request' },
  { type: 'question.confirm' },
  { type: 'question.deny' },
  ...ACTORS.flatMap((actor): AnyEvent[] => [
    { type: `xstate.done.actor.${actor}`, output: undefined },
    { type: `xstate.error.actor.${actor}`, error: notFound },
  ]),
];
const paths = {
  events: everyEvent,
  serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
  runsIn: { cancelItem: 'cancelling', archiveItem: 'archiving', restoreItem: 'restoring' },
  ownId: 'accountItem',
};

const own = (states: string[]) => states.map((state) => `accountItem.${state}`);

function run(events: AnyEvent[], input = standing('open'), announced: unknown[] = []) {
  const actor = createActor(machine.provide({ actions: { announceFailure: ({ context }) => void announced.push(context.error) } }), { input }).start();
  events.forEach((event) => actor.send(event as AccountItemEvent));
  return actor.getSnapshot();
}

describe('account item statechart', () => {
  it('reaches every state and takes every transition along the shortest paths followed by each event, across the three standings', () => {
    const covered = (['open', 'closed', 'archived'] as const).map((where) => shortestPathsCoverage(machine, { ...paths, input: standing(where) }));
    const missedByAll = <T>(pick: (coverage: (typeof covered)[number]) => T[]) => pick(covered[0]!).filter((missing) => covered.every((coverage) => pick(coverage).includes(missing)));
    expect(missedByAll((coverage) => coverage.missingStates)).toEqual([]);
    expect(missedByAll((coverage) => coverage.missingTransitions)).toEqual([]);
  });

  it('offers each standing only its own actions: open cancels and deletes, closed deletes, archived restores', () => {
    const missing = (where: AccountItemStanding) => shortestPathsCoverage(machine, { ...paths, input: standing(where) }).missingStates;
    expect(missing('open')).toEqual(own(['restoring']));
    expect(missing('closed')).toEqual(own(['confirmingCancel', 'cancelling', 'restoring']));
    expect(missing('archived')).toEqual(own(['confirmingCancel', 'confirmingDelete', 'cancelling', 'archiving']));
    const offers = (where: AccountItemStanding) => (['cancel.request', 'delete.request', 'restore.request'] as const).filter((type) => run([], standing(where)).can({ type }));
    expect(offers('open')).toEqual(['cancel.request', 'delete.request']);
    expect(offers('closed')).toEqual(['delete.request']);
    expect(offers('archived')).toEqual(['restore.request']);
  });
});

describe('account item', () => {
  it('asks before cancelling or deleting, and a denial leaves the item alone', () => {
    for (const request of ['cancel.request', 'delete.request'] as const) {
      const asking = run([{ type: request }]);
      expect(asking.hasTag('question')).toBe(true);
      expect(asking.can({ type: 'cancel.request' })).toBe(false);
      const denied = run([{ type: request }, { type: 'question.deny' }]);
      expect(denied.value).toBe('idle');
      expect(denied.hasTag('question')).toBe(false);
    }
  });

  it('restores from the archive without asking, busy while the server answers', () => {
    const restoring = run([{ type: 'restore.request' }], standing('archived'));
    expect(restoring.hasTag('question')).toBe(false);
    expect(restoring.hasTag('busy')).toBe(true);
    expect(run([{ type: 'restore.request' }, { type: 'xstate.done.actor.restoreItem', output: undefined }], standing('archived')).status).toBe('done');
  });

  it('is busy only while the server answers, and ends once it has changed the item', () => {
    const cancelling = run([{ type: 'cancel.request' }, { type: 'question.confirm' }]);
    expect(cancelling.value).toBe('cancelling');
    expect(cancelling.hasTag('busy')).toBe(true);
    const archiving = run([{ type: 'delete.request' }, { type: 'question.confirm' }], standing('closed'));
    expect(archiving.value).toBe('archiving');
    expect(archiving.hasTag('busy')).toBe(true);
    const cancelled = run([{ type: 'cancel.request' }, { type: 'question.confirm' }, { type: 'xstate.done.actor.cancelItem', output: undefined }]);
    expect(cancelled.status).toBe('done');
    const archived = run([{ type: 'delete.request' }, { type: 'question.confirm' }, { type: 'xstate.done.actor.archiveItem', output: undefined }]);
    expect(archived.status).toBe('done');
    expect(archived.hasTag('busy')).toBe(false);
  });

  it('announces a refusal with its error and offers the card again', () => {
    const refusals: Array<[AnyEvent[], AccountItemStanding, AnyEvent]> = [
      [[{ type: 'cancel.request' }, { type: 'question.confirm' }], 'open', { type: 'xstate.error.actor.cancelItem', error: notFound }],
      [[{ type: 'delete.request' }, { type: 'question.confirm' }], 'closed', { type: 'xstate.error.actor.archiveItem', error: notFound }],
      [[{ type: 'restore.request' }], 'archived', { type: 'xstate.error.actor.restoreItem', error: notFound }],
    ];
    for (const [asked, where, refusal] of refusals) {
      const announced: unknown[] = [];
      const failed = run([...asked, refusal], standing(where), announced);
      expect(announced).toEqual([notFound]);
      expect(failed.value).toBe('idle');
      expect(failed.context.error).toEqual(notFound);
      expect(failed.hasTag('busy')).toBe(false);
      expect(failed.can(asked[0] as AccountItemEvent)).toBe(true);
    }
  });

  it('cancels, archives or restores the item it was started for', async () => {
    const calls: string[] = [];
    const recording = accountItemMachine.provide({
      actors: {
        cancelItem: fromPromise(async ({ input: { id } }) => void calls.push(`cancel ${id}`)),
        archiveItem: fromPromise(async ({ input: { id } }) => void calls.push(`archive ${id}`)),
        restoreItem: fromPromise(async ({ input: { id } }) => void calls.push(`restore ${id}`)),
      },
    });
    const requests: Array<[AccountItemStanding, AccountItemEvent[]]> = [
      ['open', [{ type: 'cancel.request' }, { type: 'question.confirm' }]],
      ['open', [{ type: 'delete.request' }, { type: 'question.confirm' }]],
      ['archived', [{ type: 'restore.request' }]],
    ];
    for (const [where, events] of requests) {
      const actor = createActor(recording, { input: standing(where) }).start();
      events.forEach((event) => actor.send(event));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(actor.getSnapshot().status).toBe('done');
    }
    expect(calls).toEqual(['cancel 7', 'archive 7', 'restore 7']);
  });
});
