import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { fakeStorage } from '../testing/fake-storage';
import { wizardDraft } from '../wizard/wizard-draft';
import { type CarFinderCalls, carFinderWith } from './car-finder-calls';
import { type CarFinderEvent, FINDER_STEPS } from './car-finder.machine';
import type { FinderBounds, FinderPreferences, Recommendation } from './finder-values';

const BOUNDS: FinderBounds = { price: { min: 300_000, max: 5_000_000 }, year: { min: 2005, max: 2027 }, mileage: { min: 0, max: 250_000 } };
const PREFERENCES: FinderPreferences = { categories: ['familiar', 'economico'], bodyStyle: null, price: { min: 500_000, max: 1_500_000 }, year: { min: 2015, max: 2027 }, maxMileage: 80_000 };
const FOUND: Recommendation = { main: { id: 'car-1', slug: 'toyota-rav4-2019-1' }, others: [{ id: 'car-2', slug: 'honda-cr-v-2018-2' }] };
const NONE: Recommendation = { main: null, others: [] };
const never = <T>() => new Promise<T>(() => undefined);

// The recommendation never settles by itself in the graph: each path says how the server answers.
const pending = carFinderWith({ recommend: never });

type AnyEvent = CarFinderEvent | { type: `xstate.${'done.actor' | 'error.actor' | 'snapshot'}.${string}`; [key: string]: unknown };
const typed = (values: object) => ({ snapshot: { value: 'editing', context: { values } } });
const everyEvent: AnyEvent[] = [
  { type: 'finder.start' },
  { type: 'step.back' },
  ...FINDER_STEPS.map((step) => ({ type: 'step.goto' as const, step })),
  { type: 'results.retry' },
  { type: 'results.edit' },
  ...FINDER_STEPS.map((step) => ({ type: 'preferences.edit' as const, step })),
  { type: 'preferences.viewResult' },
  { type: 'preferences.startOver' },
  { type: 'xstate.done.actor.categoryForm', output: { values: PREFERENCES.categories, result: null } },
  { type: 'xstate.done.actor.bodyStyleForm', output: { values: { bodyStyle: PREFERENCES.bodyStyle }, result: null } },
  { type: 'xstate.done.actor.priceForm', output: { values: PREFERENCES.price, result: null } },
  { type: 'xstate.done.actor.yearForm', output: { values: PREFERENCES.year, result: null } },
  { type: 'xstate.done.actor.mileageForm', output: { values: PREFERENCES.maxMileage, result: null } },
  { type: 'xstate.done.actor.recommend', output: FOUND },
  { type: 'xstate.done.actor.recommend', output: NONE },
  { type: 'xstate.error.actor.recommend', error: new Error('offline') },
  // One snapshot per form: plain objects, as the graph keeps them.
  { type: 'xstate.snapshot.categoryForm', ...typed({ categories: ['familiar'] }) },
  { type: 'xstate.snapshot.bodyStyleForm', ...typed({ bodyStyle: 'suv' }) },
  { type: 'xstate.snapshot.priceForm', ...typed({ min: 400_000, max: 900_000, bounds: BOUNDS.price }) },
  { type: 'xstate.snapshot.yearForm', ...typed({ min: 2010, max: 2020, bounds: BOUNDS.year }) },
  { type: 'xstate.snapshot.mileageForm', ...typed({ maxMileage: 60_000, bounds: BOUNDS.mileage }) },
];
type Snapshot = { value: unknown; context: { visited: string[]; editingOne: boolean; recommendation: Recommendation | null; answers: object } };

describe('car finder statechart', () => {
  const options = {
    events: everyEvent,
    runsIn: { categoryForm: 'category', bodyStyleForm: 'bodyStyle', priceForm: 'price', yearForm: 'year', mileageForm: 'mileage', recommend: 'results.loading' },
    ownId: 'carFinder',
    serializeState: (state: Snapshot) =>
      JSON.stringify([state.value, state.context.visited, state.context.editingOne, state.context.recommendation && state.context.recommendation.main !== null, Object.values(state.context.answers).filter((answer) => answer !== null).length]),
  };
  // From the home page, and from a shared results URL: together they open every way the finder opens.
  const fromHome = shortestPathsCoverage(pending, { ...options, input: { bounds: BOUNDS } });
  const fromUrl = shortestPathsCoverage(pending, { ...options, input: { bounds: BOUNDS, preferences: PREFERENCES } });

  it('reaches every state and takes every transition: home, the five steps, results found, not found and failed, editing one answer, starting over', () => {
    expect(fromHome.missingStates.filter((state) => fromUrl.missingStates.includes(state))).toEqual([]);
    expect(fromHome.missingTransitions.filter((transition) => fromUrl.missingTransitions.includes(transition))).toEqual([]);
  });
});

/** A recommendCars that answers as a server would, recording what it was asked. */
function server(recommend: CarFinderCalls['recommend'] = async () => FOUND) {
  const asked: FinderPreferences[] = [];
  return { asked, machine: carFinderWith({ recommend: (preferences) => (asked.push(preferences), recommend(preferences)) }) };
}

type Form = 'categoryForm' | 'bodyStyleForm' | 'priceForm' | 'yearForm' | 'mileageForm';
const formOf = (actor: AnyActorRef, form: Form) => actor.getSnapshot().children[form] as AnyActorRef;

function choose(actor: AnyActorRef, form: Form, values: Record<string, unknown>) {
  for (const [field, value] of Object.entries(values)) formOf(actor, form).send({ type: 'field.change', field, value });
}

/** Chooses in the open step's form and continues, as the page does through the child actor. */
async function answer(actor: AnyActorRef, form: Form, values: Record<string, unknown>) {
  choose(actor, form, values);
  formOf(actor, form).send({ type: 'form.submit' });
  await waitFor(actor, (snapshot) => !snapshot.children[form]);
}

/** Home, Start, and the five answers of PREFERENCES. */
async function answerAll(actor: AnyActorRef) {
  actor.send({ type: 'finder.start' });
  await answer(actor, 'categoryForm', { categories: PREFERENCES.categories });
  await answer(actor, 'bodyStyleForm', { bodyStyle: null });
  await answer(actor, 'priceForm', PREFERENCES.price);
  await answer(actor, 'yearForm', PREFERENCES.year);
  await answer(actor, 'mileageForm', { maxMileage: PREFERENCES.maxMileage });
}

const settled = (actor: AnyActorRef) => waitFor(actor, (snapshot) => !snapshot.matches({ results: 'loading' }) && !snapshot.matches({ results: 'opening' }));

describe('car finder', () => {
  it('starts at home, asks the five steps, and shows the main car and the other options for exactly those preferences', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: { bounds: BOUNDS } }).start();
    expect(actor.getSnapshot().value).toBe('home');
    await answerAll(actor);
    await settled(actor);
    expect(actor.getSnapshot().matches({ results: 'found' })).toBe(true);
    expect(asked).toEqual([PREFERENCES]);
    expect(actor.getSnapshot().context.recommendation).toEqual(FOUND);
    expect(actor.getSnapshot().context.visited).toEqual([...FINDER_STEPS]);
  });

  it('refuses a fifth category and no category at all, and goes on with four', async () => {
    const actor = createActor(server().machine, { input: { bounds: BOUNDS } }).start();
    actor.send({ type: 'finder.start' });
    // A box ticked is a choice made: the page blurs the field with each, so a fifth shows its problem at once.
    choose(actor, 'categoryForm', { categories: ['familiar', 'economico', 'lujo', 'deportivo', 'trabajo'] });
    formOf(actor, 'categoryForm').send({ type: 'field.blur', field: 'categories' });
    expect(formOf(actor, 'categoryForm').getSnapshot().context.problems).toEqual({ categories: 'too_many' });
    formOf(actor, 'categoryForm').send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('category');
    choose(actor, 'categoryForm', { categories: [] });
    formOf(actor, 'categoryForm').send({ type: 'form.submit' });
    expect(formOf(actor, 'categoryForm').getSnapshot().context.problems).toEqual({ categories: 'required' });
    expect(actor.getSnapshot().value).toBe('category');
    // The API's own rule for a slug, from the schema recommendCars checks with.
    choose(actor, 'categoryForm', { categories: ['x'.repeat(200)] });
    formOf(actor, 'categoryForm').send({ type: 'form.submit' });
    expect(formOf(actor, 'categoryForm').getSnapshot().context.problems).toEqual({ categories: 'too_long' });
    await answer(actor, 'categoryForm', { categories: ['familiar', 'economico', 'lujo', 'deportivo'] });
    expect(actor.getSnapshot().value).toBe('bodyStyle');
    expect(actor.getSnapshot().context.answers.category).toEqual(['familiar', 'economico', 'lujo', 'deportivo']);
  });

  it('asks for a body style or no preference, and ranges within the bounds, the lower end not above the upper', async () => {
    const actor = createActor(server().machine, { input: { bounds: BOUNDS } }).start();
    actor.send({ type: 'finder.start' });
    await answer(actor, 'categoryForm', { categories: ['familiar'] });
    formOf(actor, 'bodyStyleForm').send({ type: 'form.submit' });
    expect(formOf(actor, 'bodyStyleForm').getSnapshot().context.problems).toEqual({ bodyStyle: 'required' });
    await answer(actor, 'bodyStyleForm', { bodyStyle: 'suv' });
    // The sliders start across the catalogue's whole range.
    expect(formOf(actor, 'priceForm').getSnapshot().context.values).toEqual({ ...BOUNDS.price, bounds: BOUNDS.price });
    choose(actor, 'priceForm', { min: 100_000, max: 6_000_000 });
    formOf(actor, 'priceForm').send({ type: 'form.submit' });
    expect(formOf(actor, 'priceForm').getSnapshot().context.problems).toEqual({ min: 'out_of_range', max: 'out_of_range' });
    choose(actor, 'priceForm', { min: 900_000, max: 800_000 });
    formOf(actor, 'priceForm').send({ type: 'form.submit' });
    expect(formOf(actor, 'priceForm').getSnapshot().context.problems).toEqual({ max: 'min_above_max' });
    await answer(actor, 'priceForm', { max: 900_000 });
    await answer(actor, 'yearForm', {});
    choose(actor, 'mileageForm', { maxMileage: 300_000 });
    formOf(actor, 'mileageForm').send({ type: 'form.submit' });
    expect(formOf(actor, 'mileageForm').getSnapshot().context.problems).toEqual({ maxMileage: 'out_of_range' });
    await answer(actor, 'mileageForm', { maxMileage: 100_000 });
    expect(actor.getSnapshot().context.answers).toEqual({ category: ['familiar'], bodyStyle: { bodyStyle: 'suv' }, price: { min: 900_000, max: 900_000 }, year: BOUNDS.year, mileage: 100_000 });
  });

  it('shows the not-found state when no car fits', async () => {
    const { machine } = server(async () => NONE);
    const actor = createActor(machine, { input: { bounds: BOUNDS } }).start();
    await answerAll(actor);
    await settled(actor);
    expect(actor.getSnapshot().matches({ results: 'notFound' })).toBe(true);
    expect(actor.getSnapshot().context.recommendation).toEqual(NONE);
  });

  it('says when the results could not be loaded and asks again on retry', async () => {
    let attempts = 0;
    const { asked, machine } = server(async () => (++attempts === 1 ? Promise.reject(new Error('offline')) : FOUND));
    const actor = createActor(machine, { input: { bounds: BOUNDS } }).start();
    await answerAll(actor);
    await settled(actor);
    expect(actor.getSnapshot().matches({ results: 'failed' })).toBe(true);
    actor.send({ type: 'results.retry' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ results: 'found' })).toBe(true);
    expect(asked).toEqual([PREFERENCES, PREFERENCES]);
  });

  it('edits one answer from the preferences: its step opens, comes back to the list, and view result asks again', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: { bounds: BOUNDS } }).start();
    await answerAll(actor);
    await settled(actor);
    actor.send({ type: 'results.edit' });
    expect(actor.getSnapshot().value).toBe('preferences');
    // Unchanged answers keep the results: nothing asked again.
    actor.send({ type: 'preferences.viewResult' });
    expect(actor.getSnapshot().matches({ results: 'found' })).toBe(true);
    expect(asked).toHaveLength(1);

    actor.send({ type: 'results.edit' });
    actor.send({ type: 'preferences.edit', step: 'price' });
    expect(actor.getSnapshot().value).toBe('price');
    expect(formOf(actor, 'priceForm').getSnapshot().context.values).toMatchObject(PREFERENCES.price);
    await answer(actor, 'priceForm', { max: 2_000_000 });
    expect(actor.getSnapshot().value).toBe('preferences');
    expect(actor.getSnapshot().context.editingOne).toBe(false);
    actor.send({ type: 'preferences.viewResult' });
    await settled(actor);
    expect(asked).toEqual([PREFERENCES, { ...PREFERENCES, price: { min: 500_000, max: 2_000_000 } }]);
  });

  it('goes back to the preferences from a step opened there, the answer as it was', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: { bounds: BOUNDS } }).start();
    await answerAll(actor);
    await settled(actor);
    actor.send({ type: 'results.edit' });
    actor.send({ type: 'preferences.edit', step: 'category' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('preferences');
    actor.send({ type: 'preferences.viewResult' });
    expect(actor.getSnapshot().matches({ results: 'found' })).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it('starts over: home, every answer and result forgotten, the steps empty again', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: { bounds: BOUNDS } }).start();
    await answerAll(actor);
    await settled(actor);
    actor.send({ type: 'results.edit' });
    actor.send({ type: 'preferences.startOver' });
    expect(actor.getSnapshot().value).toBe('home');
    expect(actor.getSnapshot().context).toMatchObject({ visited: [], recommendation: null, answers: { category: null, bodyStyle: null, price: null, year: null, mileage: null } });
    actor.send({ type: 'step.goto', step: 'mileage' });
    expect(actor.getSnapshot().value).toBe('home');
    actor.send({ type: 'finder.start' });
    expect(formOf(actor, 'categoryForm').getSnapshot().context.values).toEqual({ categories: [] });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('home');
    await answerAll(actor);
    await settled(actor);
    expect(asked).toHaveLength(2);
  });

  it('opens straight on the results of preferences given (a shared URL), every step reachable from there', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: { bounds: BOUNDS, preferences: PREFERENCES } }).start();
    expect(actor.getSnapshot().matches('results')).toBe(true);
    await settled(actor);
    expect(asked).toEqual([PREFERENCES]);
    actor.send({ type: 'results.edit' });
    actor.send({ type: 'preferences.edit', step: 'bodyStyle' });
    expect(formOf(actor, 'bodyStyleForm').getSnapshot().context.values).toEqual({ bodyStyle: null });
  });

  it('keeps the answers across a reload, in sessionStorage, into the step that was open', async () => {
    const session = fakeStorage();
    const draft = wizardDraft('car-finder', 1, () => session);
    const { machine } = server();
    const first = createActor(machine, { input: { bounds: BOUNDS } }).start();
    const stop = draft.keep(first);
    first.send({ type: 'finder.start' });
    await answer(first, 'categoryForm', { categories: ['familiar'] });
    choose(first, 'bodyStyleForm', { bodyStyle: 'suv' });
    const before = first.getSnapshot().context;
    stop();
    first.stop();
    const reloaded = createActor(machine, { input: { bounds: BOUNDS }, snapshot: draft.restore() }).start();
    expect(reloaded.getSnapshot().value).toBe('bodyStyle');
    expect(reloaded.getSnapshot().context).toEqual(before);
    expect(formOf(reloaded, 'bodyStyleForm').getSnapshot().context.values).toEqual({ bodyStyle: 'suv' });
  });

  it('asks for the results again after a reload while they were loading', async () => {
    const session = fakeStorage();
    const draft = wizardDraft('car-finder', 1, () => session);
    const first = createActor(server(never).machine, { input: { bounds: BOUNDS } }).start();
    const stop = draft.keep(first);
    await answerAll(first);
    expect(first.getSnapshot().matches({ results: 'loading' })).toBe(true);
    stop();
    first.stop();
    const { asked, machine } = server();
    const reloaded = createActor(machine, { input: { bounds: BOUNDS }, snapshot: draft.restore() }).start();
    await settled(reloaded);
    expect(reloaded.getSnapshot().matches({ results: 'found' })).toBe(true);
    expect(asked).toEqual([PREFERENCES]);
  });
});
