import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { type CreateSellRequestInput, createSellRequestSchema } from '../../common/validation/sell-request';
import type { InspectionSlotsRequest } from '../../common/validation/selling-slots';
import { fakeStorage } from '../testing/fake-storage';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { visitLock } from '../submission-lock/visit-lock';
import { wizardDraft } from '../wizard/wizard-draft';
import { type SellCalls, sellWizardWith } from './sell-calls';
import type { SellRequestCreated } from './sell-forms';
import type { SellWizardEvent } from './sell-wizard.machine';
import { type InspectionSlot, type SellCar, type SellQuote, slotRangeFrom } from './sell-values';

const NOW = new Date('2026-03-10T15:00:00Z');
const CAR: SellCar = { brand: 'toyota', model: 'corolla', trim: undefined, year: 2019, mileage: 45000, licensePlate: 'A123456' };
const QUOTE: SellQuote = { suggestedMinPrice: 800_000, suggestedMaxPrice: 950_000, suggestedPrice: 875_000.4, marketValue: 1_000_000, averagePayoutOutside: 900_000, averagePayoutInside: 870_000, basedOn: 12 };
const PERSON = { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234', documentId: null };
const SPOT_PLACE = { place: 'SPOT' as const, spotId: 'spot-1', address: null };
const SLOTS: InspectionSlot[] = [
  { startsAt: '2026-03-11T09:00:00-04:00', endsAt: '2026-03-11T10:00:00-04:00', available: true, spotId: 'spot-1' },
  { startsAt: '2026-03-11T10:00:00-04:00', endsAt: '2026-03-11T11:00:00-04:00', available: false, spotId: 'spot-1' },
];
const never = <T>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });

// The calls never settle by themselves in the graph: each path says how the server answers.
const pending = sellWizardWith({ fetchQuote: never, fetchSlots: never, createSellRequest: never });

type AnyEvent = SellWizardEvent | { type: `xstate.${'done.actor' | 'error.actor' | 'snapshot'}.${string}`; [key: string]: unknown };

const typed = (values: object, value = 'editing') => ({ snapshot: { value, context: { values } } });
const everyEvent: AnyEvent[] = [
  { type: 'step.back' },
  ...(['car', 'price', 'person', 'address', 'schedule'] as const).map((step) => ({ type: 'step.goto' as const, step })),
  { type: 'quote.retry' },
  { type: 'location.found', latitude: 18.47, longitude: -69.9, nearestSpotId: 'spot-1' },
  { type: 'location.refused' },
  { type: 'form.failed', error: refused('SLOT_TAKEN') },
  { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
  { type: 'xstate.done.actor.carForm', output: { values: CAR, result: null } },
  { type: 'xstate.done.actor.priceForm', output: { values: { expectedPrice: 900_000, expectedSaleDays: 30 }, result: null } },
  { type: 'xstate.done.actor.personForm', output: { values: PERSON, result: null } },
  { type: 'xstate.done.actor.addressForm', output: { values: SPOT_PLACE, result: null } },
  { type: 'xstate.done.actor.scheduleForm', output: { values: {}, result: { id: 'request-1', place: 'SPOT', outsideCoverage: false, inspection: { startsAt: '', endsAt: '' }, spot: { name: '', address: '' }, address: null } } },
  { type: 'xstate.done.actor.fetchQuote', output: QUOTE },
  { type: 'xstate.error.actor.fetchQuote', error: new Error('offline') },
  // One snapshot per form, the schedule form's also as it starts sending: plain objects, as the graph keeps them.
  { type: 'xstate.snapshot.carForm', ...typed({ brand: 'toyota' }) },
  { type: 'xstate.snapshot.priceForm', ...typed({ expectedPrice: '900000' }) },
  { type: 'xstate.snapshot.personForm', ...typed({ name: 'Ana' }) },
  { type: 'xstate.snapshot.addressForm', ...typed({ place: 'SPOT' }) },
  { type: 'xstate.snapshot.scheduleForm', ...typed({ slotStartsAt: SLOTS[0]!.startsAt }) },
  { type: 'xstate.snapshot.scheduleForm', ...typed({ slotStartsAt: SLOTS[0]!.startsAt }, 'submitting') },
];
const runsIn = {
  carForm: 'car',
  priceForm: 'price.quoted',
  personForm: 'person',
  addressForm: 'address',
  scheduleForm: 'schedule',
  fetchQuote: 'price.quoting',
};
type Snapshot = { value: unknown; context: { visited: string[]; quote: unknown } };

describe('sell wizard statechart', () => {
  const { missingStates, missingTransitions } = shortestPathsCoverage(pending, {
    events: everyEvent,
    input: { now: NOW },
    runsIn,
    ownId: 'sellWizard',
    // The calendar inside the last step is its own machine, with its own paths (slot-calendar.test.ts).
    serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.visited, state.context.quote !== null]),
  });

  it('reaches every state and takes every transition: the five steps, the quote, the busy send, the end', () => {
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

/** The request as the server books it: the hour held, the spot, no home address. */
const booked = (id: string, startsAt = SLOTS[0]!.startsAt): SellRequestCreated => ({
  id,
  place: 'SPOT',
  outsideCoverage: false,
  inspection: { startsAt, endsAt: SLOTS[0]!.endsAt },
  spot: { name: 'Ola Cars Piantini', address: 'Av. Abraham Lincoln 1003' },
  address: null,
});

/** Calls that answer as a server would, recording what they were asked. */
function server(overrides: Partial<SellCalls> = {}) {
  const asked = { quotes: [] as SellCar[], slots: [] as InspectionSlotsRequest[], sent: [] as CreateSellRequestInput[] };
  const calls: SellCalls = {
    fetchQuote: async (car) => (asked.quotes.push(car), QUOTE),
    fetchSlots: async (request) => (asked.slots.push(request), SLOTS),
    createSellRequest: async (input) => (asked.sent.push(input), booked('request-9')),
    ...overrides,
  };
  return { asked, machine: sellWizardWith(calls) };
}

type Form = 'carForm' | 'priceForm' | 'personForm' | 'addressForm' | 'scheduleForm';
const formOf = (actor: AnyActorRef, form: Form) => actor.getSnapshot().children[form] as AnyActorRef;
/** Until the last step's calendar shows hours to choose (and `also` holds). */
const hoursShown = (actor: AnyActorRef, also: () => boolean = () => true) =>
  waitFor(actor.getSnapshot().children.slotCalendar as AnyActorRef, (calendar) => calendar.value === 'choosing' && also());

function type(actor: AnyActorRef, form: Form, values: Record<string, unknown>) {
  for (const [field, value] of Object.entries(values)) formOf(actor, form).send({ type: 'field.change', field, value });
}

/** Types into the open step's form and submits it, as the page does through the child actor. */
async function completeStep(actor: AnyActorRef, form: Exclude<Form, 'scheduleForm'>, values: Record<string, unknown>) {
  type(actor, form, values);
  formOf(actor, form).send({ type: 'form.submit' });
  await waitFor(actor, (snapshot) => !snapshot.children[form]);
}

const CAR_TYPED = { brand: 'toyota', model: 'corolla', trim: '', year: '2019', mileage: '45,000', licensePlate: ' a 123-456 ' };
const PERSON_TYPED = { name: 'Ana', lastName: 'Pérez', email: 'Ana@Example.com', phone: '8095551234', documentId: '' };
const HOME_TYPED = { place: 'HOME', sector: 'Piantini', street: 'Gustavo Mejía Ricart', number: '54', reference: '' };

/** The wizard up to the address step: car, the quoted price, the person. */
async function upToAddress(actor: AnyActorRef) {
  await completeStep(actor, 'carForm', CAR_TYPED);
  await waitFor(actor, (snapshot) => snapshot.matches({ price: 'quoted' }));
  await completeStep(actor, 'priceForm', { expectedSaleDays: '30' });
  await completeStep(actor, 'personForm', PERSON_TYPED);
}

/** The wizard up to the calendar, at a spot, its hours shown. */
async function upToSchedule(actor: AnyActorRef) {
  await upToAddress(actor);
  await completeStep(actor, 'addressForm', { place: 'SPOT', spotId: 'spot-1' });
  await hoursShown(actor);
}

const chooseAndSend = (actor: AnyActorRef) => {
  type(actor, 'scheduleForm', { slotStartsAt: SLOTS[0]!.startsAt, acceptTerms: true });
  formOf(actor, 'scheduleForm').send({ type: 'form.submit' });
};

describe('sell wizard', () => {
  it('walks the five steps and sends exactly the CreateSellRequestInput the API takes, once, ending with the request', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await completeStep(actor, 'carForm', CAR_TYPED);
    await waitFor(actor, (snapshot) => snapshot.matches({ price: 'quoted' }));
    expect(asked.quotes).toEqual([CAR]);
    expect(actor.getSnapshot().context.quote).toEqual(QUOTE);
    // The hope starts at the suggested price, in whole pesos.
    expect(formOf(actor, 'priceForm').getSnapshot().context.values).toEqual({ expectedPrice: '875000', expectedSaleDays: '' });
    await completeStep(actor, 'priceForm', { expectedPrice: '900,000', expectedSaleDays: '30' });
    await completeStep(actor, 'personForm', PERSON_TYPED);
    type(actor, 'addressForm', HOME_TYPED);
    actor.send({ type: 'location.found', latitude: 18.47, longitude: -69.94, nearestSpotId: 'spot-2' });
    expect(actor.getSnapshot().context.location).toBe('found');
    await completeStep(actor, 'addressForm', {});
    await hoursShown(actor);
    expect(asked.slots).toEqual([{ spotId: 'spot-2', place: 'HOME', range: slotRangeFrom(new Date()) }]);
    chooseAndSend(actor);
    expect(actor.getSnapshot().matches({ schedule: 'sending' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    const expected: CreateSellRequestInput = {
      car: CAR,
      expectedPrice: 900_000,
      expectedSaleDays: 30,
      person: { ...PERSON, email: 'ana@example.com' },
      place: 'HOME',
      spotId: 'spot-2',
      address: { sector: 'Piantini', street: 'Gustavo Mejía Ricart', number: '54', reference: null, latitude: 18.47, longitude: -69.94 },
      slotStartsAt: SLOTS[0]!.startsAt,
      acceptTerms: true,
    };
    expect(asked.sent).toEqual([expected]);
    expect(createSellRequestSchema(NOW).safeParse(asked.sent[0]).success).toBe(true);
    expect(actor.getSnapshot().output).toEqual({ requestId: 'request-9', request: booked('request-9') });
  });

  it('refuses an invalid step without moving on, showing each problem', async () => {
    const actor = createActor(server().machine, { input: { now: NOW } }).start();
    type(actor, 'carForm', { brand: 'toyota', year: '2028', mileage: '45.000', licensePlate: 'AB-#1' });
    formOf(actor, 'carForm').send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('car');
    expect(formOf(actor, 'carForm').getSnapshot().context.problems).toEqual({ model: 'required', year: 'too_new', mileage: 'only_numbers', licensePlate: 'no_special_characters' });
  });

  it('refuses a home inspection without its address and a calendar without the terms', async () => {
    const actor = createActor(server().machine, { input: { now: NOW } }).start();
    await upToAddress(actor);
    type(actor, 'addressForm', { place: 'HOME', spotId: 'spot-1' });
    formOf(actor, 'addressForm').send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('address');
    expect(formOf(actor, 'addressForm').getSnapshot().context.problems).toEqual({ sector: 'required', street: 'required', number: 'required' });
    await completeStep(actor, 'addressForm', { place: 'SPOT' });
    await hoursShown(actor);
    type(actor, 'scheduleForm', { slotStartsAt: SLOTS[0]!.startsAt });
    formOf(actor, 'scheduleForm').send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ schedule: 'choosing' })).toBe(true);
    expect(formOf(actor, 'scheduleForm').getSnapshot().context.problems).toEqual({ acceptTerms: 'terms_required' });
  });

  it('brings the calendar back when the hour was taken meanwhile: the hour cleared, everything else kept, the hours asked again', async () => {
    let attempts = 0;
    const { asked, machine } = server({
      createSellRequest: async (input) => {
        attempts += 1;
        if (attempts === 1) throw refused('SLOT_TAKEN');
        asked.sent.push(input);
        return booked('request-10');
      },
    });
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await upToSchedule(actor);
    const before = actor.getSnapshot().context;
    chooseAndSend(actor);
    await hoursShown(actor, () => asked.slots.length === 2);
    const after = actor.getSnapshot().context;
    expect(after.slotTaken).toBe(true);
    expect(formOf(actor, 'scheduleForm').getSnapshot().context.values).toMatchObject({ slotStartsAt: '', acceptTerms: true });
    expect(after.draft.schedule).toMatchObject({ slotStartsAt: '', acceptTerms: true });
    expect({ ...after.draft, schedule: null }).toEqual({ ...before.draft, schedule: null });
    expect(after.parsed).toEqual(before.parsed);
    // The failure is the form's, counted by its lock like any other.
    expect(formOf(actor, 'scheduleForm').getSnapshot().children.submissionLock.getSnapshot().context.failures).toBe(1);

    chooseAndSend(actor);
    expect(actor.getSnapshot().context.slotTaken).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked.sent).toHaveLength(1);
    expect(actor.getSnapshot().output).toEqual({ requestId: 'request-10', request: booked('request-10') });
  });

  it('locks the send on the third failure, whatever the failures were, and then sends nothing', async () => {
    const failures = [refused('SLOT_UNAVAILABLE'), refused('INTERNAL_SERVER_ERROR'), refused('INTERNAL_SERVER_ERROR')];
    let attempts = 0;
    const { machine } = server({
      createSellRequest: async () => {
        throw failures[attempts++] ?? new Error('sent after the lock');
      },
    });
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await upToSchedule(actor);
    for (const count of [1, 2, 3]) {
      chooseAndSend(actor);
      await waitFor(actor, (snapshot) => snapshot.matches({ schedule: 'choosing' }) && attempts === count);
    }
    expect(formOf(actor, 'scheduleForm').getSnapshot().context.locked).toBe(true);
    chooseAndSend(actor);
    expect(actor.getSnapshot().matches({ schedule: 'choosing' })).toBe(true);
    expect(attempts).toBe(3);
  });

  it('keeps a locked send locked when the step opens again, with the feature\'s visit lock', async () => {
    const session = fakeStorage();
    let attempts = 0;
    const calls: SellCalls = {
      fetchQuote: async () => QUOTE,
      fetchSlots: async () => SLOTS,
      createSellRequest: async () => {
        attempts += 1;
        throw refused('INTERNAL_SERVER_ERROR');
      },
    };
    const actor = createActor(sellWizardWith(calls, visitLock('sell', () => session)), { input: { now: NOW } }).start();
    await upToSchedule(actor);
    for (const count of [1, 2, 3]) {
      chooseAndSend(actor);
      await waitFor(actor, (snapshot) => snapshot.matches({ schedule: 'choosing' }) && attempts === count);
    }
    actor.send({ type: 'step.goto', step: 'address' });
    await completeStep(actor, 'addressForm', {});
    expect(formOf(actor, 'scheduleForm').getSnapshot().context.locked).toBe(true);
    chooseAndSend(actor);
    expect(attempts).toBe(3);
  });

  it('keeps the draft across a reload, in sessionStorage, into the address step with what was typed', async () => {
    const session = fakeStorage();
    const draft = wizardDraft('sell', 1, () => session);
    const { asked, machine } = server();
    const first = createActor(machine, { input: { now: NOW } }).start();
    const stop = draft.keep(first);
    await completeStep(first, 'carForm', CAR_TYPED);
    await waitFor(first, (snapshot) => snapshot.matches({ price: 'quoted' }));
    await completeStep(first, 'priceForm', { expectedSaleDays: '30' });
    await completeStep(first, 'personForm', PERSON_TYPED);
    type(first, 'addressForm', { place: 'HOME', sector: 'Piantini' });
    const typedBefore = first.getSnapshot().context;
    stop();
    first.stop();

    const reloaded = createActor(machine, { input: { now: NOW }, snapshot: draft.restore() }).start();
    expect(reloaded.getSnapshot().value).toBe('address');
    expect(reloaded.getSnapshot().context).toEqual(typedBefore);
    expect(formOf(reloaded, 'addressForm').getSnapshot().context.values).toMatchObject({ place: 'HOME', sector: 'Piantini', street: '' });
    reloaded.send({ type: 'step.goto', step: 'price' });
    expect(reloaded.getSnapshot().matches({ price: 'quoted' })).toBe(true);
    expect(asked.quotes).toHaveLength(1);
  });

  it('does not save while sending, so a reload goes back to the calendar instead of sending twice', async () => {
    const session = fakeStorage();
    const draft = wizardDraft('sell', 1, () => session);
    const { machine } = server({ createSellRequest: never });
    const actor = createActor(machine, { input: { now: NOW } }).start();
    draft.keep(actor);
    await upToSchedule(actor);
    chooseAndSend(actor);
    expect(actor.getSnapshot().matches({ schedule: 'sending' })).toBe(true);
    const reloaded = createActor(machine, { input: { now: NOW }, snapshot: draft.restore() });
    expect(reloaded.getSnapshot().matches({ schedule: 'sending' })).toBe(false);
    expect(reloaded.getSnapshot().value).toHaveProperty('schedule');
  });

  it('starts the person step from a signed-in seller', async () => {
    const actor = createActor(server().machine, { input: { now: NOW, person: { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234' } } }).start();
    await completeStep(actor, 'carForm', CAR_TYPED);
    await waitFor(actor, (snapshot) => snapshot.matches({ price: 'quoted' }));
    await completeStep(actor, 'priceForm', { expectedSaleDays: '30' });
    expect(formOf(actor, 'personForm').getSnapshot().context.values).toEqual({ name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234', documentId: '' });
    await completeStep(actor, 'personForm', {});
    expect(actor.getSnapshot().value).toBe('address');
  });

  it('shows a failed quote and asks again on retry', async () => {
    let attempts = 0;
    const { machine } = server({
      fetchQuote: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return QUOTE;
      },
    });
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await completeStep(actor, 'carForm', CAR_TYPED);
    await waitFor(actor, (snapshot) => snapshot.matches({ price: 'quoteFailed' }));
    expect(actor.getSnapshot().children.priceForm).toBeUndefined();
    actor.send({ type: 'quote.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ price: 'quoted' }));
    expect(actor.getSnapshot().context.quote).toEqual(QUOTE);
  });

  it('asks for a new quote, and suggests its price, once the car changes', async () => {
    const { asked, machine } = server({ fetchQuote: async (car) => (asked.quotes.push(car), { ...QUOTE, suggestedPrice: car.mileage > 50_000 ? 700_000 : 875_000 }) });
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await completeStep(actor, 'carForm', CAR_TYPED);
    await waitFor(actor, (snapshot) => snapshot.matches({ price: 'quoted' }));
    actor.send({ type: 'step.goto', step: 'car' });
    await completeStep(actor, 'carForm', {});
    expect(actor.getSnapshot().matches({ price: 'quoted' })).toBe(true);
    expect(asked.quotes).toHaveLength(1);
    actor.send({ type: 'step.back' });
    await completeStep(actor, 'carForm', { mileage: '80000' });
    await waitFor(actor, (snapshot) => snapshot.matches({ price: 'quoted' }));
    expect(asked.quotes).toHaveLength(2);
    expect(formOf(actor, 'priceForm').getSnapshot().context.values.expectedPrice).toBe('700000');
  });

  it('tells the page when the browser refused the location, and a home visit still goes on with the address typed', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await upToAddress(actor);
    expect(actor.getSnapshot().context.location).toBe('notAsked');
    actor.send({ type: 'location.refused' });
    expect(actor.getSnapshot().context.location).toBe('refused');
    await completeStep(actor, 'addressForm', { ...HOME_TYPED, spotId: 'spot-3' });
    await hoursShown(actor);
    expect(actor.getSnapshot().context.parsed.address).toEqual({
      place: 'HOME',
      spotId: 'spot-3',
      address: { sector: 'Piantini', street: 'Gustavo Mejía Ricart', number: '54', reference: null, latitude: null, longitude: null },
    });
    expect(asked.slots[0]).toMatchObject({ spotId: 'spot-3', place: 'HOME' });
  });

  it('opens only visited steps, and nothing while sending', async () => {
    const { machine } = server({ createSellRequest: never });
    const actor = createActor(machine, { input: { now: NOW } }).start();
    actor.send({ type: 'step.goto', step: 'person' });
    expect(actor.getSnapshot().value).toBe('car');
    await upToSchedule(actor);
    actor.send({ type: 'step.goto', step: 'person' });
    expect(actor.getSnapshot().value).toBe('person');
    actor.send({ type: 'step.goto', step: 'schedule' });
    await hoursShown(actor);
    chooseAndSend(actor);
    actor.send({ type: 'step.goto', step: 'car' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches({ schedule: 'sending' })).toBe(true);
  });
});
