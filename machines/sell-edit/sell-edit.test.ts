import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { type UpdateSellRequestInput, updateSellRequestSchema } from '../../common/validation/sell-request';
import type { InspectionSlotsRequest } from '../../common/validation/selling-slots';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import type { InspectionSlot } from '../sell/sell-values';
import { type SellEditCalls, sellEditWith } from './sell-edit-calls';
import type { SellEditEvent } from './sell-edit.machine';
import type { SellRequestSaved, SellRequestToEdit } from './sell-edit-values';

const HELD = { spotId: 'spot-1', startsAt: '2026-03-11T13:00:00.000Z' };
const OTHER_HOUR = '2026-03-12T10:00:00-04:00';
const SLOTS: InspectionSlot[] = [
  // The request's own hour: full, since it holds it.
  { startsAt: '2026-03-11T09:00:00-04:00', endsAt: '2026-03-11T10:00:00-04:00', available: false, spotId: 'spot-1' },
  { startsAt: OTHER_HOUR, endsAt: '2026-03-12T11:00:00-04:00', available: true, spotId: 'spot-1' },
];
const REQUEST: SellRequestToEdit = {
  values: {
    id: 'request-1',
    expectedPrice: '900,000',
    expectedSaleDays: '30',
    name: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.com',
    phone: '8095551234',
    documentId: '',
    place: 'SPOT',
    spotId: 'spot-1',
    sector: '',
    street: '',
    number: '',
    reference: '',
    latitude: null,
    longitude: null,
    slotStartsAt: HELD.startsAt,
  },
  held: HELD,
  quote: null,
};
const never = <T>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });
const saved = (startsAt = HELD.startsAt): SellRequestSaved => ({ id: 'request-1', place: 'SPOT', outsideCoverage: false, inspection: { startsAt, endsAt: startsAt }, spot: { name: 'Ola Cars Piantini', address: 'Av. Abraham Lincoln 1003' }, address: null });

type AnyEvent = SellEditEvent | { type: `xstate.${'done.actor' | 'snapshot'}.${string}`; [key: string]: unknown };
const typed = (values: object, value = 'editing') => ({ snapshot: { value, context: { values: { ...REQUEST.values, ...values } } } });
const everyEvent: AnyEvent[] = [
  { type: 'location.found', latitude: 18.47, longitude: -69.9, nearestSpotId: 'spot-2' },
  { type: 'location.refused' },
  { type: 'form.failed', error: refused('SLOT_TAKEN') },
  { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
  { type: 'xstate.done.actor.sellEditForm', output: { values: {}, result: saved() } },
  { type: 'xstate.snapshot.sellEditForm', ...typed({ expectedPrice: '950,000' }) },
  { type: 'xstate.snapshot.sellEditForm', ...typed({ spotId: 'spot-2' }) },
  { type: 'xstate.snapshot.sellEditForm', ...typed({}, 'submitting') },
];
type Snapshot = { value: unknown; context: { location: string; calendarSpot: string } };

describe('edit-selling statechart', () => {
  const { missingStates, missingTransitions } = shortestPathsCoverage(sellEditWith({ fetchSlots: never, updateSellRequest: never }), {
    events: everyEvent,
    input: REQUEST,
    ownId: 'sellEdit',
    serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.location, state.context.calendarSpot]),
  });

  it('reaches every state and takes every transition: editing, another spot, the location, the save, a taken hour, the end', () => {
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

/** Calls that answer as a server would, recording what they were asked. */
function server(overrides: Partial<SellEditCalls> = {}) {
  const asked = { slots: [] as InspectionSlotsRequest[], sent: [] as UpdateSellRequestInput[] };
  const calls: SellEditCalls = {
    fetchSlots: async (request) => (asked.slots.push(request), SLOTS),
    updateSellRequest: async (input) => (asked.sent.push(input), saved(input.slotStartsAt)),
    ...overrides,
  };
  return { asked, actor: createActor(sellEditWith(calls), { input: REQUEST }).start() };
}

const formOf = (actor: AnyActorRef) => actor.getSnapshot().children.sellEditForm as AnyActorRef;
const calendarOf = (actor: AnyActorRef) => actor.getSnapshot().children.slotCalendar as AnyActorRef;
const valuesOf = (actor: AnyActorRef) => formOf(actor).getSnapshot().context.values;
function type(actor: AnyActorRef, values: Record<string, unknown>) {
  for (const [field, value] of Object.entries(values)) formOf(actor).send({ type: 'field.change', field, value });
}
const save = (actor: AnyActorRef) => formOf(actor).send({ type: 'form.submit' });

describe('edit-selling page', () => {
  it('starts from the request, its own hour chosen and offered although its window is full', async () => {
    const { asked, actor } = server();
    expect(valuesOf(actor)).toEqual(REQUEST.values);
    await waitFor(calendarOf(actor), (calendar) => calendar.value === 'choosing');
    expect(asked.slots[0]).toMatchObject({ spotId: 'spot-1', place: 'SPOT' });
    expect(calendarOf(actor).getSnapshot().context.slots[0].available).toBe(true);
  });

  it('saves exactly the UpdateSellRequestInput the API takes, once, ending with the saved request', async () => {
    const { asked, actor } = server();
    type(actor, { expectedPrice: '950,000', phone: '8295550000' });
    save(actor);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    const expected: UpdateSellRequestInput = {
      id: 'request-1',
      expectedPrice: 950_000,
      expectedSaleDays: 30,
      person: { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8295550000', documentId: null },
      place: 'SPOT',
      spotId: 'spot-1',
      address: null,
      slotStartsAt: HELD.startsAt,
    };
    expect(asked.sent).toEqual([expected]);
    expect(updateSellRequestSchema.safeParse(expected).success).toBe(true);
    expect(actor.getSnapshot().output).toEqual({ saved: saved() });
  });

  it("shows another spot's calendar with no hour chosen, and the request's own hour again back at its spot", async () => {
    const { asked, actor } = server();
    await waitFor(calendarOf(actor), (calendar) => calendar.value === 'choosing');
    type(actor, { spotId: 'spot-2' });
    expect(valuesOf(actor).slotStartsAt).toBe('');
    await waitFor(calendarOf(actor), (calendar) => calendar.value === 'choosing' && asked.slots.length === 2);
    expect(asked.slots[1]).toMatchObject({ spotId: 'spot-2' });
    save(actor);
    expect(formOf(actor).getSnapshot().context.problems).toEqual({ slotStartsAt: 'required' });
    type(actor, { spotId: 'spot-1' });
    expect(valuesOf(actor).slotStartsAt).toBe(HELD.startsAt);
    // A home visit from the same spot keeps the hour: the same inspectors.
    type(actor, { place: 'HOME', sector: 'Piantini', street: 'Gustavo Mejía Ricart', number: '54' });
    expect(valuesOf(actor).slotStartsAt).toBe(HELD.startsAt);
    expect(asked.slots).toHaveLength(3);
  });

  it('takes the nearest spot from a shared location, and says so when the browser refused', async () => {
    const { actor } = server();
    actor.send({ type: 'location.refused' });
    expect(actor.getSnapshot().context.location).toBe('refused');
    actor.send({ type: 'location.found', latitude: 18.47, longitude: -69.94, nearestSpotId: 'spot-2' });
    expect(actor.getSnapshot().context.location).toBe('found');
    expect(valuesOf(actor)).toMatchObject({ latitude: 18.47, longitude: -69.94, spotId: 'spot-2', slotStartsAt: '' });
  });

  it('brings the calendar back when the new hour was taken meanwhile, the rest kept, and locks on the third failure', async () => {
    let attempts = 0;
    const { asked, actor } = server({
      updateSellRequest: async () => {
        attempts += 1;
        throw refused(attempts === 1 ? 'SLOT_TAKEN' : 'INTERNAL_SERVER_ERROR');
      },
    });
    await waitFor(calendarOf(actor), (calendar) => calendar.value === 'choosing');
    type(actor, { slotStartsAt: OTHER_HOUR, expectedSaleDays: '15' });
    save(actor);
    await waitFor(calendarOf(actor), (calendar) => calendar.value === 'choosing' && asked.slots.length === 2);
    expect(actor.getSnapshot().context.slotTaken).toBe(true);
    expect(valuesOf(actor)).toMatchObject({ slotStartsAt: '', expectedSaleDays: '15' });
    for (const count of [2, 3]) {
      type(actor, { slotStartsAt: OTHER_HOUR });
      save(actor);
      await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'idle' }) && attempts === count);
    }
    expect(formOf(actor).getSnapshot().context.locked).toBe(true);
    save(actor);
    expect(attempts).toBe(3);
  });
});
