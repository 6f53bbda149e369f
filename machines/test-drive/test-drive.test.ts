import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import type { InspectionSlot } from '../sell/sell-values';
import { fakeStorage } from '../testing/fake-storage';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { visitLock } from '../submission-lock/visit-lock';
import { wizardDraft } from '../wizard/wizard-draft';
import { type TestDriveCalls, testDriveWith } from './test-drive-calls';
import type { TestDriveEvent } from './test-drive.machine';
import type { ScheduleTestDriveInput, TestDriveBooked } from './test-drive-values';

const NOW = new Date('2026-03-10T15:00:00Z');
const INPUT = { carId: '42', spotId: '3', now: NOW };
const PERSON = { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234', documentId: '00112345678' };
const HOUR = '2026-03-11T09:00:00-04:00';
const SLOTS: InspectionSlot[] = [
  { startsAt: HOUR, endsAt: '2026-03-11T10:00:00-04:00', available: true, spotId: '3' },
  { startsAt: '2026-03-11T10:00:00-04:00', endsAt: '2026-03-11T11:00:00-04:00', available: true, spotId: '3' },
];
const BOOKED: TestDriveBooked = { id: 'drive-1', startsAt: HOUR, endsAt: SLOTS[0]!.endsAt, place: 'SPOT', outsideCoverage: false, calendarFile: 'BEGIN:VCALENDAR', spot: { name: 'Piantini', address: 'Av. Abraham Lincoln' }, address: null };
const never = <T>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });

const pending = testDriveWith('42', { fetchSlots: never, scheduleTestDrive: never });

type AnyEvent = TestDriveEvent | { type: `xstate.${'done.actor' | 'error.actor' | 'snapshot'}.${string}`; [key: string]: unknown };
const typed = (values: object, value = 'editing') => ({ snapshot: { value, context: { values } } });
const everyEvent: AnyEvent[] = [
  { type: 'step.back' },
  ...(['contact', 'place', 'hour', 'confirm'] as const).map((step) => ({ type: 'step.goto' as const, step })),
  { type: 'location.found', latitude: 18.47, longitude: -69.93 },
  { type: 'location.refused' },
  { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
  { type: 'form.failed', error: refused('SLOT_TAKEN') },
  { type: 'form.failed', error: refused('CAR_NOT_AVAILABLE') },
  { type: 'xstate.done.actor.contactForm', output: { values: { person: PERSON, monthlySalary: 85_000 }, result: null } },
  { type: 'xstate.done.actor.placeForm', output: { values: { place: 'SPOT', address: null }, result: null } },
  { type: 'xstate.done.actor.hourForm', output: { values: HOUR, result: null } },
  { type: 'xstate.done.actor.confirmForm', output: { values: {}, result: BOOKED } },
  { type: 'xstate.snapshot.contactForm', ...typed({ name: 'Ana' }) },
  { type: 'xstate.snapshot.placeForm', ...typed({ place: 'SPOT' }) },
  { type: 'xstate.snapshot.hourForm', ...typed({ slotStartsAt: HOUR }) },
  { type: 'xstate.snapshot.confirmForm', ...typed({ drive: null }) },
  { type: 'xstate.snapshot.confirmForm', ...typed({ drive: null }, 'submitting') },
];
type Snapshot = { value: unknown; context: { visited: string[]; slotTaken: boolean; location: string } };

describe('test drive statechart', () => {
  const { missingStates, missingTransitions } = shortestPathsCoverage(pending, {
    events: everyEvent,
    input: INPUT,
    runsIn: { contactForm: 'contact', placeForm: 'place', hourForm: 'hour', confirmForm: 'confirm' },
    ownId: 'testDrive',
    serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.visited, state.context.slotTaken, state.context.location]),
  });

  it('reaches every state and takes every transition: the four steps, the busy send, a taken hour, a car gone, the booking', () => {
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

/** Calls that answer as a server would, recording what they were asked. */
function server(overrides: Partial<TestDriveCalls> = {}) {
  const asked = { slots: [] as unknown[], sent: [] as ScheduleTestDriveInput[] };
  const calls: TestDriveCalls = {
    fetchSlots: async (carId, request) => (asked.slots.push({ carId, ...request }), SLOTS),
    scheduleTestDrive: async (input) => (asked.sent.push(input), BOOKED),
    ...overrides,
  };
  return { asked, calls, machine: testDriveWith('42', calls) };
}

type Form = 'contactForm' | 'placeForm' | 'hourForm' | 'confirmForm';
const formOf = (actor: AnyActorRef, form: Form) => actor.getSnapshot().children[form] as AnyActorRef;
function type(actor: AnyActorRef, form: Form, values: Record<string, unknown>) {
  for (const [field, value] of Object.entries(values)) formOf(actor, form).send({ type: 'field.change', field, value });
}
async function completeStep(actor: AnyActorRef, form: Exclude<Form, 'confirmForm'>, values: Record<string, unknown>) {
  type(actor, form, values);
  formOf(actor, form).send({ type: 'form.submit' });
  await waitFor(actor, (snapshot) => !snapshot.children[form]);
}

const CONTACT_TYPED = { ...PERSON, email: 'Ana@Example.com', monthlySalary: '85,000' };
async function upToConfirm(actor: AnyActorRef, place: Record<string, unknown> = { place: 'SPOT' }) {
  await completeStep(actor, 'contactForm', CONTACT_TYPED);
  await completeStep(actor, 'placeForm', place);
  await waitFor(actor, (snapshot) => (snapshot.children.slotCalendar as AnyActorRef | undefined)?.getSnapshot().value === 'choosing');
  await completeStep(actor, 'hourForm', { slotStartsAt: HOUR });
}
const confirm = (actor: AnyActorRef) => formOf(actor, 'confirmForm').send({ type: 'form.submit' });

describe('booking a test drive', () => {
  it("walks the contact form, the place and the car's hours, and sends exactly the ScheduleTestDriveInput once", async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: INPUT }).start();
    await upToConfirm(actor);
    expect(asked.slots).toEqual([expect.objectContaining({ carId: '42', spotId: '3', place: 'SPOT' })]);
    confirm(actor);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked.sent).toEqual([{ carId: '42', slotStartsAt: HOUR, person: PERSON, monthlySalary: 85_000, place: 'SPOT', address: null }]);
    expect(actor.getSnapshot().output).toEqual({ booked: BOOKED });
  });

  it('asks for the cédula and the salary before a test drive (SPEC §5), each by its own field', () => {
    const actor = createActor(server().machine, { input: INPUT }).start();
    type(actor, 'contactForm', { ...PERSON, documentId: '123', monthlySalary: '' });
    formOf(actor, 'contactForm').send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('contact');
    expect(formOf(actor, 'contactForm').getSnapshot().context.problems).toMatchObject({ documentId: 'wrong_length', monthlySalary: 'required' });
  });

  it('takes a home address, with the coordinates the browser shared, and needs one for a drive at home', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: INPUT }).start();
    await completeStep(actor, 'contactForm', CONTACT_TYPED);
    type(actor, 'placeForm', { place: 'HOME' });
    formOf(actor, 'placeForm').send({ type: 'form.submit' });
    expect(formOf(actor, 'placeForm').getSnapshot().context.problems).toMatchObject({ sector: 'required', street: 'required', number: 'required' });
    actor.send({ type: 'location.found', latitude: 18.47, longitude: -69.93 });
    expect(actor.getSnapshot().context.location).toBe('found');
    await completeStep(actor, 'placeForm', { sector: 'Piantini', street: 'Calle 1', number: '4' });
    await waitFor(actor, (snapshot) => (snapshot.children.slotCalendar as AnyActorRef | undefined)?.getSnapshot().value === 'choosing');
    await completeStep(actor, 'hourForm', { slotStartsAt: HOUR });
    confirm(actor);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked.sent[0]).toMatchObject({ place: 'HOME', address: { sector: 'Piantini', street: 'Calle 1', number: '4', reference: null, latitude: 18.47, longitude: -69.93 } });
  });

  it('brings the calendar back without the hour when it was taken meanwhile, keeping the rest', async () => {
    let attempts = 0;
    const { asked, machine } = server({ scheduleTestDrive: async (input) => (++attempts === 1 ? Promise.reject(refused('SLOT_TAKEN')) : (asked.sent.push(input), BOOKED)) });
    const actor = createActor(machine, { input: INPUT }).start();
    await upToConfirm(actor);
    confirm(actor);
    await waitFor(actor, (snapshot) => snapshot.matches('hour'));
    expect(actor.getSnapshot().context.slotTaken).toBe(true);
    expect(formOf(actor, 'hourForm').getSnapshot().context.values.slotStartsAt).toBe('');
    expect(actor.getSnapshot().context.parsed.contact).toEqual({ person: PERSON, monthlySalary: 85_000 });
    await completeStep(actor, 'hourForm', { slotStartsAt: SLOTS[1]!.startsAt });
    expect(actor.getSnapshot().context.slotTaken).toBe(false);
    confirm(actor);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked.sent[0]!.slotStartsAt).toBe(SLOTS[1]!.startsAt);
  });

  it('ends without a booking when the car was sold or reserved meanwhile', async () => {
    const { machine } = server({ scheduleTestDrive: async () => Promise.reject(refused('CAR_NOT_AVAILABLE')) });
    const actor = createActor(machine, { input: INPUT }).start();
    await upToConfirm(actor);
    confirm(actor);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('carUnavailable');
    expect(actor.getSnapshot().output).toEqual({ booked: null });
  });

  it('moves nothing while sending and locks the send on the third failure, also after the step opens again', async () => {
    const session = fakeStorage();
    let attempts = 0;
    const { calls } = server({ scheduleTestDrive: async () => (attempts++, Promise.reject(refused('INTERNAL_SERVER_ERROR'))) });
    const actor = createActor(testDriveWith('42', calls, visitLock('test-drive', () => session)), { input: INPUT }).start();
    await upToConfirm(actor);
    for (const count of [1, 2, 3]) {
      confirm(actor);
      actor.send({ type: 'step.back' });
      expect(actor.getSnapshot().matches({ confirm: 'sending' })).toBe(true);
      await waitFor(actor, (snapshot) => snapshot.matches({ confirm: 'ready' }));
      expect(attempts).toBe(count);
    }
    expect(formOf(actor, 'confirmForm').getSnapshot().context.locked).toBe(true);
    actor.send({ type: 'step.back' });
    await completeStep(actor, 'hourForm', {});
    await waitFor(actor, (snapshot) => snapshot.matches({ confirm: 'ready' }));
    await waitFor(formOf(actor, 'confirmForm'), (snapshot) => snapshot.context.locked === true);
    confirm(actor);
    expect(attempts).toBe(3);
  });

  it('starts the contact form from the signed-in buyer, and keeps the draft across a reload', async () => {
    const session = fakeStorage();
    const draft = wizardDraft('test-drive:42', 1, () => session);
    const first = createActor(server().machine, { input: { ...INPUT, person: { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234' } } }).start();
    expect(formOf(first, 'contactForm').getSnapshot().context.values).toMatchObject({ name: 'Ana', email: 'ana@example.com', documentId: '', monthlySalary: '' });
    const stop = draft.keep(first as never);
    await completeStep(first, 'contactForm', { documentId: '00112345678', monthlySalary: '85,000' });
    type(first, 'placeForm', { place: 'HOME', sector: 'Naco' });
    stop();
    first.stop();
    const again = createActor(server().machine, { input: INPUT, snapshot: draft.restore() as never }).start();
    expect(again.getSnapshot().value).toBe('place');
    expect(formOf(again, 'placeForm').getSnapshot().context.values).toMatchObject({ place: 'HOME', sector: 'Naco' });
    expect(again.getSnapshot().context.parsed.contact?.monthlySalary).toBe(85_000);
  });
});
