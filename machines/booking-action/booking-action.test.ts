import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type BookingActionEvent, bookingActionMachine } from './booking-action.machine';

// The server never answers by itself: each path says whether it accepts or refuses.
const machine = bookingActionMachine.provide({ actors: { runBookingAction: fromPromise(() => new Promise<void>(() => undefined)) } });
const input = { bookingId: 'TEST_DRIVE:0d7c1c0e-8c1a-4d0e-9f57-3f1e2d4c5b6a' };
const refused = { code: 'SLOT_TAKEN' };
const hour = '2026-03-18T14:00:00-04:00';

type AnyEvent = BookingActionEvent | { type: 'xstate.done.actor.runBookingAction'; output: undefined } | { type: 'xstate.error.actor.runBookingAction'; error: unknown };
const everyEvent: AnyEvent[] = [
  { type: 'action.choose', action: 'confirm' },
  { type: 'move.open' },
  { type: 'move.cancel' },
  { type: 'slot.choose', startsAt: hour },
  { type: 'action.confirm' },
  { type: 'action.deny' },
  { type: 'xstate.done.actor.runBookingAction', output: undefined },
  { type: 'xstate.error.actor.runBookingAction', error: refused },
];

function run(events: AnyEvent[], announced: unknown[] = [], bookingChanged = vi.fn()) {
  const actor = createActor(machine.provide({ actions: { announceFailure: ({ context }) => void announced.push(context.error), bookingChanged } }), { input }).start();
  events.forEach((event) => actor.send(event as BookingActionEvent));
  return actor.getSnapshot();
}

describe('booking action statechart', () => {
  it('reaches every state and takes every transition along the shortest paths followed by each event', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, {
      events: everyEvent,
      input,
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { runBookingAction: 'running' },
      ownId: 'bookingAction',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('booking action', () => {
  it('asks before marking a no-show, and a denial changes nothing', () => {
    const asking = run([{ type: 'action.choose', action: 'noShow' }]);
    expect(asking.hasTag('question')).toBe(true);
    expect(asking.context.action).toBe('noShow');
    const denied = run([{ type: 'action.choose', action: 'noShow' }, { type: 'action.deny' }]);
    expect(denied.value).toBe('idle');
    expect(denied.context.action).toBeNull();
  });

  it('shows the free hours to move to, asks about the one picked, and can be left without moving', () => {
    expect(run([{ type: 'move.open' }]).hasTag('picking')).toBe(true);
    expect(run([{ type: 'move.open' }, { type: 'move.cancel' }]).value).toBe('idle');
    const asking = run([{ type: 'move.open' }, { type: 'slot.choose', startsAt: hour }]);
    expect(asking.hasTag('question')).toBe(true);
    expect(asking.context).toMatchObject({ action: 'move', startsAt: hour });
  });

  it('has the calendar fetched again after a change, and announces a refusal', () => {
    const bookingChanged = vi.fn();
    run([{ type: 'action.choose', action: 'done' }, { type: 'action.confirm' }, { type: 'xstate.done.actor.runBookingAction', output: undefined }], [], bookingChanged);
    expect(bookingChanged).toHaveBeenCalledTimes(1);
    const announced: unknown[] = [];
    const failed = run([{ type: 'move.open' }, { type: 'slot.choose', startsAt: hour }, { type: 'action.confirm' }, { type: 'xstate.error.actor.runBookingAction', error: refused }], announced);
    expect(announced).toEqual([refused]);
    expect(failed.value).toBe('idle');
    expect(failed.context.startsAt).toBeNull();
  });

  it('sends the booking, the action and the hour picked', async () => {
    const calls: unknown[] = [];
    const actor = createActor(bookingActionMachine.provide({ actors: { runBookingAction: fromPromise(async ({ input: sent }) => void calls.push(sent)) } }), { input }).start();
    actor.send({ type: 'move.open' });
    actor.send({ type: 'slot.choose', startsAt: hour });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([{ bookingId: input.bookingId, action: 'move', startsAt: hour }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
