import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { InspectionSlotsRequest } from '../../common/validation/selling-slots';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { slotCalendarWith } from './sell-calls';
import type { InspectionSlot } from './sell-values';
import type { HeldHour, SlotCalendarEvent } from './slot-calendar.machine';

const NOW = new Date('2026-03-10T15:00:00Z');
const FREE: InspectionSlot = { startsAt: '2026-03-11T09:00:00-04:00', endsAt: '2026-03-11T10:00:00-04:00', available: true, spotId: 'spot-1' };
const FULL: InspectionSlot = { startsAt: '2026-03-11T10:00:00-04:00', endsAt: '2026-03-11T11:00:00-04:00', available: false, spotId: 'spot-1' };
const never = <T>() => new Promise<T>(() => undefined);

type AnyEvent = SlotCalendarEvent | { type: `xstate.${'done' | 'error'}.actor.fetchSlots`; [key: string]: unknown };
const everyEvent: AnyEvent[] = [
  { type: 'slots.retry' },
  { type: 'slots.earlier' },
  { type: 'slots.later' },
  { type: 'slots.reload' },
  { type: 'slots.place', spotId: 'spot-2', place: 'HOME' },
  { type: 'xstate.done.actor.fetchSlots', output: [FREE, FULL] },
  { type: 'xstate.done.actor.fetchSlots', output: [FULL] },
  { type: 'xstate.error.actor.fetchSlots', error: new Error('offline') },
];
type Snapshot = { value: unknown; context: { range: { from: string }; earliest: string } };

describe('slot calendar statechart', () => {
  const { missingStates, missingTransitions } = shortestPathsCoverage(slotCalendarWith(never), {
    events: everyEvent,
    input: { spotId: 'spot-1', place: 'SPOT', now: NOW },
    runsIn: { fetchSlots: 'loading' },
    ownId: 'slotCalendar',
    // Whether earlier dates are on offer, not the range itself, which would make every later page a new state.
    serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.range.from > state.context.earliest]),
  });

  it('reaches every state and takes every transition: loading, hours, none, failed, paging, another spot', () => {
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

function calendar(answer: (request: InspectionSlotsRequest) => Promise<InspectionSlot[]>, held: HeldHour | null = null) {
  const asked: InspectionSlotsRequest[] = [];
  const machine = slotCalendarWith((request) => (asked.push(request), answer(request)));
  return { asked, machine, input: { spotId: 'spot-1', place: 'SPOT' as const, now: NOW, held } };
}

describe('slot calendar', () => {
  it('says so when there are no hours, pages on, says when they could not be loaded and asks again on retry', async () => {
    let answer: () => Promise<InspectionSlot[]> = async () => [FULL];
    const { asked, machine, input } = calendar(() => answer());
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('none'));
    answer = async () => Promise.reject(new Error('offline'));
    // Nothing before the first dates on offer.
    actor.send({ type: 'slots.earlier' });
    expect(actor.getSnapshot().matches('none')).toBe(true);
    actor.send({ type: 'slots.later' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    answer = async () => [FREE, FULL];
    actor.send({ type: 'slots.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context.range).toEqual({ from: '2026-03-24', days: 14 });
    actor.send({ type: 'slots.earlier' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(asked.map((request) => request.range.from)).toEqual(['2026-03-10', '2026-03-24', '2026-03-24', '2026-03-10']);
  });

  it('asks the same dates again when told an hour was taken', async () => {
    const { asked, machine, input } = calendar(async () => [FREE]);
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    actor.send({ type: 'slots.later' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing') && asked.length === 2);
    actor.send({ type: 'slots.reload' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing') && asked.length === 3);
    expect(asked[2]).toEqual(asked[1]);
  });

  it("shows another spot's calendar from the first dates", async () => {
    const { asked, machine, input } = calendar(async () => [FREE]);
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    actor.send({ type: 'slots.later' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing') && asked.length === 2);
    actor.send({ type: 'slots.place', spotId: 'spot-2', place: 'HOME' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing') && asked.length === 3);
    expect(asked[2]).toEqual({ spotId: 'spot-2', place: 'HOME', range: { from: '2026-03-10', days: 14 } });
  });

  it('offers the hour the request already holds at its spot, even in a full window, and only there', async () => {
    const { asked, machine, input } = calendar(async () => [FULL], { spotId: 'spot-1', startsAt: '2026-03-11T14:00:00.000Z' });
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context.slots).toEqual([{ ...FULL, available: true }]);
    actor.send({ type: 'slots.place', spotId: 'spot-2', place: 'SPOT' });
    await waitFor(actor, (snapshot) => snapshot.matches('none') && asked.length === 2);
    expect(actor.getSnapshot().context.slots).toEqual([FULL]);
  });

  it('opens on the dates holding the request\'s own hour, again when back at its spot, and pages from there', async () => {
    const held = { spotId: 'spot-1', startsAt: '2026-04-02T09:00:00-04:00' };
    const { asked, machine, input } = calendar(async () => [FREE], held);
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(asked[0]!.range).toEqual({ from: '2026-03-24', days: 14 });
    actor.send({ type: 'slots.place', spotId: 'spot-2', place: 'SPOT' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing') && asked.length === 2);
    expect(asked[1]!.range.from).toBe('2026-03-10');
    actor.send({ type: 'slots.place', spotId: 'spot-1', place: 'SPOT' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing') && asked.length === 3);
    expect(asked[2]!.range.from).toBe('2026-03-24');
    actor.send({ type: 'slots.earlier' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing') && asked.length === 4);
    expect(asked[3]!.range.from).toBe('2026-03-10');
  });
});
