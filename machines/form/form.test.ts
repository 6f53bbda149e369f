import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createActor, sendTo, setup, waitFor } from 'xstate';
import { required } from '../../common/validation/account';
import { eventsOf, shortestPathsCoverage } from '../testing/shortest-paths';
import { fieldBlur, fieldChange } from './form-events';
import { createFormMachine, type FormAnswered, type FormEvent, type FormFailed, withSubmit } from './form.machine';

// A small form of the shape every feature's form has: trimmed text with codes for messages.
const schema = z.object({
  name: z.string().check(z.trim(), required(), z.maxLength(10, 'too_long')),
  city: z.string().check(z.trim(), required()),
});
type Values = { name: string; city: string };
const input = { values: { name: '', city: 'Santiago' } };
const formMachine = createFormMachine<Values, z.infer<typeof schema>, string>({ id: 'testForm', schema });

// The submission never settles by itself: each path says whether the server answers or refuses.
const pending = withSubmit(formMachine, () => new Promise<string>(() => undefined));

type AnyEvent =
  | FormEvent
  | { type: 'xstate.done.actor.submit'; output: string }
  | { type: 'xstate.error.actor.submit'; error: unknown }
  | { type: 'xstate.snapshot.submissionLock'; snapshot: { hasTag: (tag: string) => boolean } };

const everyEvent: AnyEvent[] = [
  fieldChange<Values, 'name'>('name', ' Ana '),
  fieldChange<Values, 'name'>('name', ''),
  fieldBlur<Values>('name'),
  { type: 'form.submit' },
  { type: 'form.reset' },
  { type: 'form.notice', error: new Error('popup closed') },
  { type: 'xstate.done.actor.submit', output: 'saved-1' },
  { type: 'xstate.error.actor.submit', error: new Error('offline') },
  // One snapshot event only: the graph tells events apart by their JSON, where functions vanish.
  { type: 'xstate.snapshot.submissionLock', snapshot: { hasTag: (tag) => tag === 'locked' } },
];

type Snapshot = { value: unknown; context: { values: Values; problems: object; locked: boolean } };
const options = {
  events: everyEvent,
  input,
  serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.values.name, Object.keys(state.context.problems), state.context.locked]),
};

function run(events: AnyEvent[]) {
  const actor = createActor(pending, { input }).start();
  events.forEach((event) => actor.send(event as FormEvent));
  return actor;
}

describe('form statechart', () => {
  const { paths, missingStates, missingTransitions } = shortestPathsCoverage(pending, { ...options, runsIn: { submit: 'submitting' }, ownId: 'testForm' });

  it('reaches every state and takes every transition along the shortest paths followed by each event', () => {
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  it('after an engaged lock, every path that is editing refuses to submit valid values', () => {
    const locked = paths.filter((path) => (path.state as unknown as Snapshot).context.locked && path.state.value === 'editing');
    expect(locked.length).toBeGreaterThan(0);
    for (const path of locked) {
      const actor = run([...eventsOf<AnyEvent>(path), fieldChange<Values, 'name'>('name', 'Ana'), { type: 'form.submit' }]);
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      actor.stop();
    }
  });

  it('checks a field on blur, then as it is typed until fixed', () => {
    const actor = run([fieldBlur<Values>('name')]);
    expect(actor.getSnapshot().context.problems).toEqual({ name: 'required' });
    actor.send(fieldChange<Values, 'name'>('name', 'Ana'));
    expect(actor.getSnapshot().context.problems).toEqual({ name: undefined });
  });

  it('flags every problem on a submit of invalid values and stays editing', () => {
    const actor = run([fieldChange<Values, 'city'>('city', ''), { type: 'form.submit' }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({ name: 'required', city: 'required' });
  });

  it('keeps what was typed after a failed submission, and reset brings the initial values back', () => {
    const actor = run([fieldChange<Values, 'name'>('name', 'Ana'), { type: 'form.submit' }, { type: 'xstate.error.actor.submit', error: new Error('offline') }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.name).toBe('Ana');
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.values).toEqual(input.values);
  });

  it('sends the parsed values and ends with them and the answer', async () => {
    const sent: unknown[] = [];
    const machine = withSubmit(formMachine, async (values) => {
      sent.push(values);
      return 'question-1';
    });
    const actor = createActor(machine, { input }).start();
    actor.send(fieldChange<Values, 'name'>('name', '  Ana  '));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual([{ name: 'Ana', city: 'Santiago' }]);
    expect(actor.getSnapshot().output).toEqual({ values: { name: 'Ana', city: 'Santiago' }, result: 'question-1' });
  });

  it('locks on the third failure with the real submission lock, and then swallows submissions', async () => {
    let attempts = 0;
    const machine = withSubmit(formMachine, async () => {
      attempts++;
      throw new Error('refused');
    });
    const actor = createActor(machine, { input }).start();
    actor.send(fieldChange<Values, 'name'>('name', 'Ana'));
    for (let failure = 1; failure <= 3; failure++) {
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    }
    expect(actor.getSnapshot().context.locked).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(attempts).toBe(3);
    actor.stop();
  });

  it('forgives earlier failures after a success', async () => {
    let attempts = 0;
    const machine = withSubmit(formMachine, async () => {
      attempts++;
      if (attempts <= 2) throw new Error('refused');
      return 'ok';
    });
    const actor = createActor(machine, { input }).start();
    actor.send(fieldChange<Values, 'name'>('name', 'Ana'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().context.locked).toBe(false);
  });

  it('needs its submission from the feature', async () => {
    const actor = createActor(formMachine, { input: { values: { name: 'Ana', city: 'Santiago' } } }).start();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.values.name).toBe('Ana');
    actor.stop();
  });
});

describe('a standalone form that keeps editing after a success', () => {
  const saving = createFormMachine<Values, z.infer<typeof schema>, string>({
    id: 'savedForm',
    schema,
    keepEditing: { valuesAfter: (result, sent) => ({ ...sent, name: String(result) }) },
  });
  const pendingSave = withSubmit(saving, () => new Promise<string>(() => undefined));
  // An answer that empties the form (as a password change does) and one that fills it (a profile's copy).
  const events: AnyEvent[] = [...everyEvent, { type: 'notice.dismiss' }, { type: 'xstate.done.actor.submit', output: '' }];
  it('reaches every state and takes every transition, the notice included', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(pendingSave, { ...options, events, runsIn: { submit: 'submitting' }, ownId: 'savedForm' });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  it("shows the answer's values with the saved notice, and editing again leaves the notice", async () => {
    const actor = createActor(withSubmit(saving, async () => 'Ana María'), { input }).start();
    actor.send(fieldChange<Values, 'name'>('name', 'Ana'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('saved'));
    expect(actor.getSnapshot().context.values.name).toBe('Ana María');
    expect(actor.getSnapshot().status).toBe('active');
    actor.send(fieldChange<Values, 'name'>('name', 'Ana'));
    expect(actor.getSnapshot().value).toBe('editing');
    actor.stop();
  });
});

describe('a form that answers its host and stays', () => {
  const answering = createFormMachine<Values, z.infer<typeof schema>, string>({ id: 'answeringForm', schema, answersHost: true });
  let calls = 0;
  // A host as the auth modal is one: it hears each answer while the form, its values and its lock stay.
  const host = setup({
    types: { context: {} as { answers: Array<FormAnswered<z.infer<typeof schema>, string>['output']> }, events: {} as FormAnswered<z.infer<typeof schema>, string> | { type: 'popup.closed' } },
    actors: { answering: withSubmit(answering, async () => `answer-${++calls}`) },
  }).createMachine({
    context: { answers: [] },
    invoke: { id: 'answering', src: 'answering', input },
    on: {
      'form.answered': { actions: ({ context, event }) => context.answers.push(event.output) },
      'popup.closed': { actions: sendTo('answering', { type: 'form.notice', error: new Error('popup closed') }) },
    },
  });

  it('tells its host each parsed answer and is ready for the next, what was typed kept', async () => {
    const actor = createActor(host).start();
    const form = actor.getSnapshot().children.answering!;
    form.send(fieldChange<Values, 'name'>('name', ' Ana '));
    form.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.answers.length === 1);
    form.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.answers.length === 2);
    expect(actor.getSnapshot().context.answers).toEqual([
      { values: { name: 'Ana', city: 'Santiago' }, result: 'answer-1' },
      { values: { name: 'Ana', city: 'Santiago' }, result: 'answer-2' },
    ]);
    expect(form.getSnapshot().value).toBe('editing');
    expect(form.getSnapshot().context.values.name).toBe(' Ana ');
  });

  it('shows a notice from its host as a toast that does not count towards the lock', () => {
    const actor = createActor(host).start();
    actor.send({ type: 'popup.closed' });
    const lock = actor.getSnapshot().children.answering!.getSnapshot().children.submissionLock!.getSnapshot().context;
    expect(lock.toasts).toHaveLength(1);
    expect(lock.failures).toBe(0);
  });
});

describe('a form that tells its host its failures', () => {
  const failing = createFormMachine<Values, z.infer<typeof schema>, string>({ id: 'failingForm', schema, tellsHostFailures: true });
  // A host as the sell wizard's last step is one: it hears why a submission failed, the lock counts it.
  const host = setup({
    types: { context: {} as { failures: unknown[] }, events: {} as FormFailed },
    actors: {
      failing: withSubmit(failing, async () => {
        throw Object.assign(new Error('taken'), { code: 'SLOT_TAKEN' });
      }),
    },
  }).createMachine({
    context: { failures: [] },
    invoke: { id: 'failing', src: 'failing', input: { values: { name: 'Ana', city: 'Santiago' } } },
    on: { 'form.failed': { actions: ({ context, event }) => context.failures.push(event.error) } },
  });

  it('tells its host each failure, which still counts towards the lock', async () => {
    const actor = createActor(host).start();
    const form = actor.getSnapshot().children.failing!;
    for (const count of [1, 2, 3]) {
      form.send({ type: 'form.submit' });
      await waitFor(actor, (snapshot) => snapshot.context.failures.length === count);
    }
    expect(actor.getSnapshot().context.failures).toEqual([expect.objectContaining({ code: 'SLOT_TAKEN' }), expect.objectContaining({ code: 'SLOT_TAKEN' }), expect.objectContaining({ code: 'SLOT_TAKEN' })]);
    expect(form.getSnapshot().context.locked).toBe(true);
  });

  it('tells a host nothing unless asked to', async () => {
    const quiet = createFormMachine<Values, z.infer<typeof schema>, string>({ id: 'quietForm', schema });
    const heard: unknown[] = [];
    const parent = setup({
      actors: { quiet: withSubmit(quiet, async () => Promise.reject(new Error('offline'))) },
    }).createMachine({ invoke: { id: 'quiet', src: 'quiet', input: { values: { name: 'Ana', city: 'Santiago' } } }, on: { 'form.failed': { actions: ({ event }) => heard.push(event) } } });
    const actor = createActor(parent).start();
    const form = actor.getSnapshot().children.quiet!;
    form.send({ type: 'form.submit' });
    await waitFor(form, (snapshot) => snapshot.value === 'editing');
    expect(heard).toEqual([]);
  });
});

describe('a form whose fields hang on another', () => {
  const carLike = createFormMachine<Values, z.infer<typeof schema>, string>({ id: 'dependentForm', schema, resets: { name: { city: '' } } });

  it('starts the dependent field over when the field it hangs on changes, and only then', () => {
    const actor = createActor(carLike, { input: { values: { name: 'Toyota', city: 'Santiago' } } }).start();
    actor.send(fieldChange<Values, 'name'>('name', 'Toyota'));
    expect(actor.getSnapshot().context.values).toEqual({ name: 'Toyota', city: 'Santiago' });
    actor.send(fieldChange<Values, 'name'>('name', 'Honda'));
    expect(actor.getSnapshot().context.values).toEqual({ name: 'Honda', city: '' });
    actor.send(fieldChange<Values, 'city'>('city', 'La Romana'));
    expect(actor.getSnapshot().context.values).toEqual({ name: 'Honda', city: 'La Romana' });
  });
});
