import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type RoleRevokeEvent, roleRevokeMachine } from './role-revoke.machine';

// The server never answers by itself: each path says whether it accepts or refuses.
const machine = roleRevokeMachine.provide({ actors: { revokeRole: fromPromise(() => new Promise<void>(() => undefined)) } });
const input = { email: 'ana@example.com', role: 'appraiser' };
const lastAdmin = { code: 'BAD_USER_INPUT' };

type AnyEvent = RoleRevokeEvent | { type: 'xstate.done.actor.revokeRole'; output: undefined } | { type: 'xstate.error.actor.revokeRole'; error: unknown };
const everyEvent: AnyEvent[] = [
  { type: 'revoke.request' },
  { type: 'revoke.confirm' },
  { type: 'revoke.deny' },
  { type: 'xstate.done.actor.revokeRole', output: undefined },
  { type: 'xstate.error.actor.revokeRole', error: lastAdmin },
];

function run(events: AnyEvent[], announced: unknown[] = [], staffChanged = vi.fn()) {
  const actor = createActor(machine.provide({ actions: { announceFailure: ({ context }) => void announced.push(context.error), staffChanged } }), { input }).start();
  events.forEach((event) => actor.send(event as RoleRevokeEvent));
  return actor.getSnapshot();
}

describe('role revoke statechart', () => {
  it('reaches every state and takes every transition along the shortest paths followed by each event', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, {
      events: everyEvent,
      input,
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { revokeRole: 'revoking' },
      ownId: 'roleRevoke',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('role revoke', () => {
  it('asks first, and a denial keeps the role', () => {
    expect(run([{ type: 'revoke.request' }]).hasTag('question')).toBe(true);
    expect(run([{ type: 'revoke.request' }, { type: 'revoke.deny' }]).value).toBe('idle');
  });

  it('is busy while the server answers, then ends and has the list fetched again', () => {
    expect(run([{ type: 'revoke.request' }, { type: 'revoke.confirm' }]).hasTag('busy')).toBe(true);
    const staffChanged = vi.fn();
    const done = run([{ type: 'revoke.request' }, { type: 'revoke.confirm' }, { type: 'xstate.done.actor.revokeRole', output: undefined }], [], staffChanged);
    expect(done.status).toBe('done');
    expect(staffChanged).toHaveBeenCalledTimes(1);
  });

  it('announces a refusal (the last admin) and keeps the role on offer', () => {
    const announced: unknown[] = [];
    const failed = run([{ type: 'revoke.request' }, { type: 'revoke.confirm' }, { type: 'xstate.error.actor.revokeRole', error: lastAdmin }], announced);
    expect(announced).toEqual([lastAdmin]);
    expect(failed.value).toBe('idle');
    expect(failed.can({ type: 'revoke.request' })).toBe(true);
  });

  it('revokes the role of the account it was started for', async () => {
    const calls: unknown[] = [];
    const actor = createActor(roleRevokeMachine.provide({ actors: { revokeRole: fromPromise(async ({ input: sent }) => void calls.push(sent)) } }), { input }).start();
    actor.send({ type: 'revoke.request' });
    actor.send({ type: 'revoke.confirm' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual([input]);
  });
});
