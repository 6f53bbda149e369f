import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { fakeStorage } from '../testing/fake-storage';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { visitLock } from '../submission-lock/visit-lock';
import type { CarRef } from '../wizard/car-ref';
import { wizardDraft } from '../wizard/wizard-draft';
import { type RequestACarCalls, requestACarWith } from './request-calls';
import type { RequestACarEvent } from './request-a-car.machine';
import type { CarRequestCreated, CarRequestInput, CarRequestSpecs } from './request-values';

const NOW = new Date('2026-03-10T15:00:00Z');
const SPECS: CarRequestSpecs = { brand: 'toyota', model: 'corolla', year: 2019, budget: 950_000 };
const PERSON = { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234', documentId: null };
const CARS: CarRef[] = [
  { id: 'car-1', slug: 'toyota-corolla-2019-1' },
  { id: 'car-2', slug: 'toyota-corolla-2018-2' },
];
const never = <T>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });

// The calls never settle by themselves in the graph: each path says how the server answers.
const pending = requestACarWith({ suggestCars: never, createCarRequest: never });

type AnyEvent = RequestACarEvent | { type: `xstate.${'done.actor' | 'error.actor' | 'snapshot'}.${string}`; [key: string]: unknown };
const typed = (values: object, value = 'editing') => ({ snapshot: { value, context: { values } } });
const everyEvent: AnyEvent[] = [
  { type: 'step.back' },
  ...(['specs', 'person', 'results'] as const).map((step) => ({ type: 'step.goto' as const, step })),
  { type: 'suggestions.retry' },
  { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
  { type: 'xstate.done.actor.specsForm', output: { values: SPECS, result: null } },
  { type: 'xstate.done.actor.personForm', output: { values: PERSON, result: null } },
  { type: 'xstate.done.actor.sendForm', output: { values: {}, result: { id: 'request-1', suggestedCars: CARS } } },
  { type: 'xstate.done.actor.suggestCars', output: CARS },
  { type: 'xstate.error.actor.suggestCars', error: new Error('offline') },
  // One snapshot per form, the send form's also as it starts sending: plain objects, as the graph keeps them.
  { type: 'xstate.snapshot.specsForm', ...typed({ brand: 'toyota' }) },
  { type: 'xstate.snapshot.personForm', ...typed({ name: 'Ana' }) },
  { type: 'xstate.snapshot.sendForm', ...typed({ request: null }) },
  { type: 'xstate.snapshot.sendForm', ...typed({ request: null }, 'submitting') },
];
type Snapshot = { value: unknown; context: { visited: string[]; suggestions: unknown } };

describe('request-a-car statechart', () => {
  const { missingStates, missingTransitions } = shortestPathsCoverage(pending, {
    events: everyEvent,
    input: { now: NOW },
    runsIn: { specsForm: 'specs', personForm: 'person', sendForm: 'results', suggestCars: 'results.suggestions.loading' },
    ownId: 'requestACar',
    serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.visited, state.context.suggestions !== null]),
  });

  it('reaches every state and takes every transition: both steps, the suggestions, the busy send, the end', () => {
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

/** Calls that answer as a server would, recording what they were asked. */
function server(overrides: Partial<RequestACarCalls> = {}) {
  const asked = { suggested: [] as CarRequestSpecs[], sent: [] as CarRequestInput[] };
  const calls: RequestACarCalls = {
    suggestCars: async (specs) => (asked.suggested.push(specs), CARS),
    createCarRequest: async (input): Promise<CarRequestCreated> => (asked.sent.push(input), { id: 'request-9', suggestedCars: CARS.slice(0, 1) }),
    ...overrides,
  };
  return { asked, calls, machine: requestACarWith(calls) };
}

type Form = 'specsForm' | 'personForm' | 'sendForm';
const formOf = (actor: AnyActorRef, form: Form) => actor.getSnapshot().children[form] as AnyActorRef;

function type(actor: AnyActorRef, form: Form, values: Record<string, unknown>) {
  for (const [field, value] of Object.entries(values)) formOf(actor, form).send({ type: 'field.change', field, value });
}

/** Types into the open step's form and submits it, as the page does through the child actor. */
async function completeStep(actor: AnyActorRef, form: Exclude<Form, 'sendForm'>, values: Record<string, unknown>) {
  type(actor, form, values);
  formOf(actor, form).send({ type: 'form.submit' });
  await waitFor(actor, (snapshot) => !snapshot.children[form]);
}

const SPECS_TYPED = { brand: 'toyota', model: 'corolla', year: '2019', budget: '950,000' };
const PERSON_TYPED = { name: 'Ana', lastName: 'Pérez', email: 'Ana@Example.com', phone: '8095551234', documentId: '' };

/** Both steps filled, Resultados open with its suggestions shown. */
async function upToResults(actor: AnyActorRef) {
  await completeStep(actor, 'specsForm', SPECS_TYPED);
  await completeStep(actor, 'personForm', PERSON_TYPED);
  await waitFor(actor, (snapshot) => snapshot.matches({ results: { suggestions: 'shown' } }));
}

const send = (actor: AnyActorRef) => formOf(actor, 'sendForm').send({ type: 'form.submit' });

describe('request a car', () => {
  it('walks the specs and the person, shows the closest cars, and sends exactly the CreateCarRequestInput once, ending with the request', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await upToResults(actor);
    expect(asked.suggested).toEqual([SPECS]);
    expect(actor.getSnapshot().context.suggestions).toEqual(CARS);
    expect(asked.sent).toEqual([]);
    send(actor);
    expect(actor.getSnapshot().matches({ results: { request: 'sending' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked.sent).toEqual([{ ...SPECS, person: PERSON }]);
    expect(actor.getSnapshot().output).toEqual({ requestId: 'request-9', suggestedCars: CARS.slice(0, 1) });
  });

  it('refuses invalid specs without moving on, showing each problem, and forgets the model when the brand changes', () => {
    const actor = createActor(server().machine, { input: { now: NOW } }).start();
    type(actor, 'specsForm', { brand: 'toyota', model: 'corolla', year: '1999', budget: '1.000' });
    type(actor, 'specsForm', { brand: 'honda' });
    expect(formOf(actor, 'specsForm').getSnapshot().context.values.model).toBe('');
    formOf(actor, 'specsForm').send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('specs');
    expect(formOf(actor, 'specsForm').getSnapshot().context.problems).toEqual({ model: 'required', year: 'too_old', budget: 'only_numbers' });
    type(actor, 'specsForm', { model: 'civic', year: '2028', budget: '0' });
    formOf(actor, 'specsForm').send({ type: 'form.submit' });
    expect(formOf(actor, 'specsForm').getSnapshot().context.problems).toEqual({ year: 'too_new', budget: 'too_small' });
  });

  it("starts from the car page's car for 'find me a similar one', and the person from the signed-in visitor", async () => {
    const { asked, machine } = server();
    const similarTo = { brand: 'toyota', model: 'corolla', year: 2019, price: 949_999.6 };
    const actor = createActor(machine, { input: { now: NOW, similarTo, person: { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234' } } }).start();
    expect(formOf(actor, 'specsForm').getSnapshot().context.values).toMatchObject({ brand: 'toyota', model: 'corolla', year: '2019', budget: '950000' });
    await completeStep(actor, 'specsForm', {});
    expect(formOf(actor, 'personForm').getSnapshot().context.values).toEqual({ name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234', documentId: '' });
    await completeStep(actor, 'personForm', {});
    await waitFor(actor, (snapshot) => snapshot.matches({ results: { suggestions: 'shown' } }));
    expect(asked.suggested).toEqual([SPECS]);
  });

  it('keeps the suggestions for the same specs and asks again for other specs', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await upToResults(actor);
    actor.send({ type: 'step.goto', step: 'specs' });
    await completeStep(actor, 'specsForm', {});
    await completeStep(actor, 'personForm', {});
    expect(actor.getSnapshot().matches({ results: { suggestions: 'shown' } })).toBe(true);
    expect(asked.suggested).toHaveLength(1);
    actor.send({ type: 'step.back' });
    actor.send({ type: 'step.back' });
    await completeStep(actor, 'specsForm', { budget: '1,200,000' });
    await completeStep(actor, 'personForm', {});
    await waitFor(actor, (snapshot) => snapshot.matches({ results: { suggestions: 'shown' } }));
    expect(asked.suggested).toEqual([SPECS, { ...SPECS, budget: 1_200_000 }]);
  });

  it('says when the suggestions could not be loaded, asks again on retry, and sends meanwhile all the same', async () => {
    let attempts = 0;
    const { asked, machine } = server({ suggestCars: async () => (++attempts === 1 ? Promise.reject(new Error('offline')) : CARS) });
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await completeStep(actor, 'specsForm', SPECS_TYPED);
    await completeStep(actor, 'personForm', PERSON_TYPED);
    await waitFor(actor, (snapshot) => snapshot.matches({ results: { suggestions: 'failed' } }));
    actor.send({ type: 'suggestions.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ results: { suggestions: 'shown' } }));
    expect(actor.getSnapshot().context.suggestions).toEqual(CARS);
    expect(attempts).toBe(2);
    send(actor);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked.sent).toHaveLength(1);
  });

  it('moves nothing while sending, is back on Resultados after a failed send, and locks the send on the third failure', async () => {
    let attempts = 0;
    let fail: (error: unknown) => void = () => undefined;
    const { machine } = server({ createCarRequest: () => (attempts++, new Promise((_, reject) => (fail = reject))) });
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await upToResults(actor);
    for (const count of [1, 2, 3]) {
      send(actor);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      actor.send({ type: 'step.back' });
      actor.send({ type: 'step.goto', step: 'specs' });
      expect(actor.getSnapshot().matches({ results: { request: 'sending' } })).toBe(true);
      fail(refused('INTERNAL_SERVER_ERROR'));
      await waitFor(actor, (snapshot) => snapshot.matches({ results: { request: 'ready' } }));
      expect(attempts).toBe(count);
    }
    expect(formOf(actor, 'sendForm').getSnapshot().context.locked).toBe(true);
    send(actor);
    expect(actor.getSnapshot().matches({ results: { request: 'ready' } })).toBe(true);
    expect(attempts).toBe(3);
  });

  it("keeps a locked send locked when Resultados opens again, with the feature's visit lock", async () => {
    const session = fakeStorage();
    let attempts = 0;
    const { calls } = server({ createCarRequest: async () => (attempts++, Promise.reject(refused('INTERNAL_SERVER_ERROR'))) });
    const actor = createActor(requestACarWith(calls, visitLock('request-a-car', () => session)), { input: { now: NOW } }).start();
    await upToResults(actor);
    for (const count of [1, 2, 3]) {
      send(actor);
      await waitFor(actor, (snapshot) => snapshot.matches({ results: { request: 'ready' } }) && attempts === count);
    }
    actor.send({ type: 'step.back' });
    await completeStep(actor, 'personForm', {});
    expect(formOf(actor, 'sendForm').getSnapshot().context.locked).toBe(true);
    send(actor);
    expect(attempts).toBe(3);
  });

  it('keeps the draft across a reload, in sessionStorage, into the person step with what was typed', async () => {
    const session = fakeStorage();
    const draft = wizardDraft('request-a-car', 1, () => session);
    const { machine } = server();
    const first = createActor(machine, { input: { now: NOW } }).start();
    const stop = draft.keep(first);
    await completeStep(first, 'specsForm', SPECS_TYPED);
    type(first, 'personForm', { name: 'Ana', phone: '809' });
    const typedBefore = first.getSnapshot().context;
    stop();
    first.stop();
    expect(Object.keys(Object.fromEntries(Array.from({ length: session.length }, (_, index) => [session.key(index), true])))).toEqual(['ola:wizard:request-a-car']);

    const reloaded = createActor(machine, { input: { now: NOW }, snapshot: draft.restore() }).start();
    expect(reloaded.getSnapshot().value).toBe('person');
    expect(reloaded.getSnapshot().context).toEqual(typedBefore);
    expect(formOf(reloaded, 'personForm').getSnapshot().context.values).toMatchObject({ name: 'Ana', phone: '809', email: '' });
    reloaded.send({ type: 'step.back' });
    expect(formOf(reloaded, 'specsForm').getSnapshot().context.values).toMatchObject(SPECS_TYPED);
  });

  it('asks for the suggestions again after a reload while they were loading, and not once they are shown', async () => {
    const session = fakeStorage();
    const draft = wizardDraft('request-a-car', 1, () => session);
    const slow = server({ suggestCars: never });
    const first = createActor(slow.machine, { input: { now: NOW } }).start();
    const stopFirst = draft.keep(first);
    await completeStep(first, 'specsForm', SPECS_TYPED);
    await completeStep(first, 'personForm', PERSON_TYPED);
    expect(first.getSnapshot().matches({ results: { suggestions: 'loading' } })).toBe(true);
    stopFirst();
    first.stop();

    const { asked, machine } = server();
    const reloaded = createActor(machine, { input: { now: NOW }, snapshot: draft.restore() }).start();
    const stopReloaded = draft.keep(reloaded);
    await waitFor(reloaded, (snapshot) => snapshot.matches({ results: { suggestions: 'shown' } }));
    expect(asked.suggested).toEqual([SPECS]);
    stopReloaded();
    reloaded.stop();
    const again = createActor(machine, { input: { now: NOW }, snapshot: draft.restore() }).start();
    expect(again.getSnapshot().matches({ results: { suggestions: 'shown' } })).toBe(true);
    expect(again.getSnapshot().context.suggestions).toEqual(CARS);
    expect(asked.suggested).toHaveLength(1);
  });

  it('does not save while sending, so a reload goes back to Resultados instead of sending twice, and forgets the draft once sent', async () => {
    const session = fakeStorage();
    const draft = wizardDraft('request-a-car', 1, () => session);
    let answer: (created: CarRequestCreated) => void = () => undefined;
    const { machine } = server({ createCarRequest: () => new Promise((resolve) => (answer = resolve)) });
    const actor = createActor(machine, { input: { now: NOW } }).start();
    draft.keep(actor);
    await upToResults(actor);
    send(actor);
    const reloaded = createActor(machine, { input: { now: NOW }, snapshot: draft.restore() });
    expect(reloaded.getSnapshot().matches({ results: { request: 'ready' } })).toBe(true);
    answer({ id: 'request-3', suggestedCars: [] });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(draft.restore()).toBeUndefined();
  });

  it('opens only visited steps', async () => {
    const actor = createActor(server().machine, { input: { now: NOW } }).start();
    actor.send({ type: 'step.goto', step: 'results' });
    expect(actor.getSnapshot().value).toBe('specs');
    await upToResults(actor);
    actor.send({ type: 'step.goto', step: 'specs' });
    expect(actor.getSnapshot().value).toBe('specs');
    actor.send({ type: 'step.goto', step: 'results' });
    expect(actor.getSnapshot().matches({ results: { suggestions: 'shown' } })).toBe(true);
  });
});
