import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { fakeStorage } from '../testing/fake-storage';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { visitLock } from '../submission-lock/visit-lock';
import { wizardDraft } from '../wizard/wizard-draft';
import { type PrequalificationCalls, prequalificationWith } from './prequalification-calls';
import type { PrequalificationEvent } from './prequalification.machine';
import { type PrequalificationAnswer, type PrequalifyInput, workingSinceYears } from './prequalification-values';

const NOW = new Date('2026-03-10T15:00:00Z');
const PERSON = { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234', documentId: '00112345678' };
const APPROVED: PrequalificationAnswer = { id: 'pq-1', approved: true, maxAmount: 1_530_000, monthlyPayment: 34_000, annualRate: 12.9, termMonths: 60, downPayment: 300_000 };
const DECLINED: PrequalificationAnswer = { ...APPROVED, id: 'pq-2', approved: false, maxAmount: 0, monthlyPayment: 0 };
const never = <T>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });

const pending = prequalificationWith({ prequalify: never });

type AnyEvent = PrequalificationEvent | { type: `xstate.${'done.actor' | 'error.actor' | 'snapshot'}.${string}`; [key: string]: unknown };
const typed = (values: object, value = 'editing') => ({ snapshot: { value, context: { values } } });
const everyEvent: AnyEvent[] = [
  { type: 'prequalification.start' },
  { type: 'step.back' },
  ...(['person', 'work'] as const).map((step) => ({ type: 'step.goto' as const, step })),
  { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
  { type: 'xstate.done.actor.personForm', output: { values: PERSON, result: null } },
  { type: 'xstate.done.actor.workForm', output: { values: {}, result: APPROVED } },
  { type: 'xstate.done.actor.workForm', output: { values: {}, result: DECLINED } },
  { type: 'xstate.snapshot.personForm', ...typed({ name: 'Ana' }) },
  { type: 'xstate.snapshot.workForm', ...typed({ workplace: 'Banco Central' }) },
  { type: 'xstate.snapshot.workForm', ...typed({ workplace: 'Banco Central' }, 'submitting') },
];
type Snapshot = { value: unknown; context: { visited: string[] } };

describe('prequalification statechart', () => {
  const { missingStates, missingTransitions } = shortestPathsCoverage(pending, {
    events: everyEvent,
    input: { now: NOW },
    runsIn: { personForm: 'person', workForm: 'work' },
    ownId: 'prequalification',
    serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.visited]),
  });

  it('reaches every state and takes every transition: the how-to, both steps, the busy send, both answers', () => {
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

/** A call that answers as the server would, recording what it was asked. */
function server(prequalify?: PrequalificationCalls['prequalify']) {
  const asked: PrequalifyInput[] = [];
  const calls: PrequalificationCalls = { prequalify: prequalify ?? (async (input) => (asked.push(input), APPROVED)) };
  return { asked, calls, machine: prequalificationWith(calls) };
}

type Form = 'personForm' | 'workForm';
const formOf = (actor: AnyActorRef, form: Form) => actor.getSnapshot().children[form] as AnyActorRef;
function type(actor: AnyActorRef, form: Form, values: Record<string, unknown>) {
  for (const [field, value] of Object.entries(values)) formOf(actor, form).send({ type: 'field.change', field, value });
}
const submit = (actor: AnyActorRef, form: Form) => formOf(actor, form).send({ type: 'form.submit' });

const WORK_TYPED = { workplace: 'Banco Central', monthlySalary: '85,000', otherIncome: '', workingSinceMonth: '06', workingSinceYear: '2019', downPayment: '300,000' };
async function upToWork(actor: AnyActorRef) {
  actor.send({ type: 'prequalification.start' });
  type(actor, 'personForm', { ...PERSON, email: 'Ana@Example.com' });
  submit(actor, 'personForm');
  await waitFor(actor, (snapshot) => snapshot.matches('work'));
}

describe('prequalifying', () => {
  it('starts with the how-to, walks both steps and sends exactly PrequalifyInput once, other income none, ending prequalified', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: { now: NOW } }).start();
    expect(actor.getSnapshot().value).toBe('howTo');
    await upToWork(actor);
    type(actor, 'workForm', WORK_TYPED);
    submit(actor, 'workForm');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked).toEqual([{ person: PERSON, workplace: 'Banco Central', monthlySalary: 85_000, otherIncome: 0, workingSince: '2019-06', downPayment: 300_000 }]);
    expect(actor.getSnapshot().value).toBe('prequalified');
    expect(actor.getSnapshot().output).toEqual({ answer: APPROVED });
  });

  it('ends not prequalified when the income carries no loan', async () => {
    const { machine } = server(async () => DECLINED);
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await upToWork(actor);
    type(actor, 'workForm', WORK_TYPED);
    submit(actor, 'workForm');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('notPrequalified');
    expect(actor.getSnapshot().output).toEqual({ answer: DECLINED });
  });

  it('needs the cédula in step 1 (SPEC §2), each problem by its own field', () => {
    const actor = createActor(server().machine, { input: { now: NOW } }).start();
    actor.send({ type: 'prequalification.start' });
    type(actor, 'personForm', { ...PERSON, documentId: '', phone: '809' });
    submit(actor, 'personForm');
    expect(actor.getSnapshot().value).toBe('person');
    expect(formOf(actor, 'personForm').getSnapshot().context.problems).toEqual({ documentId: 'required', phone: 'wrong_length' });
  });

  it('asks step 2 for the workplace, the salary, the month and year and the down payment; a month to come is refused', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: { now: NOW } }).start();
    await upToWork(actor);
    submit(actor, 'workForm');
    expect(formOf(actor, 'workForm').getSnapshot().context.problems).toEqual({ workplace: 'required', monthlySalary: 'required', workingSinceMonth: 'required', workingSinceYear: 'required', downPayment: 'required' });
    type(actor, 'workForm', { ...WORK_TYPED, otherIncome: '5.000', workingSinceMonth: '04', workingSinceYear: '2026', monthlySalary: '0' });
    submit(actor, 'workForm');
    expect(formOf(actor, 'workForm').getSnapshot().context.problems).toEqual({ otherIncome: 'only_numbers', workingSinceMonth: 'in_the_future', monthlySalary: 'too_small' });
    type(actor, 'workForm', { ...WORK_TYPED, workingSinceMonth: '03', workingSinceYear: '2026', otherIncome: '12,500', downPayment: '0' });
    submit(actor, 'workForm');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked[0]).toMatchObject({ otherIncome: 12_500, workingSince: '2026-03', downPayment: 0 });
  });

  it('goes back to step 1 and to the how-to, and opens visited steps from the stepper, keeping what was typed', async () => {
    const actor = createActor(server().machine, { input: { now: NOW } }).start();
    await upToWork(actor);
    type(actor, 'workForm', { workplace: 'Claro' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('person');
    expect(formOf(actor, 'personForm').getSnapshot().context.values).toMatchObject({ ...PERSON, email: 'Ana@Example.com' });
    actor.send({ type: 'step.goto', step: 'work' });
    expect(formOf(actor, 'workForm').getSnapshot().context.values.workplace).toBe('Claro');
    actor.send({ type: 'step.goto', step: 'person' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('howTo');
  });

  it('moves nothing while sending and locks the send on the third failure, also after the step opens again', async () => {
    const session = fakeStorage();
    let attempts = 0;
    const { calls } = server(async () => (attempts++, Promise.reject(refused('INTERNAL_SERVER_ERROR'))));
    const actor = createActor(prequalificationWith(calls, visitLock('prequalification', () => session)), { input: { now: NOW } }).start();
    await upToWork(actor);
    type(actor, 'workForm', WORK_TYPED);
    for (const count of [1, 2, 3]) {
      submit(actor, 'workForm');
      actor.send({ type: 'step.back' });
      actor.send({ type: 'step.goto', step: 'person' });
      expect(actor.getSnapshot().matches({ work: 'sending' })).toBe(true);
      await waitFor(actor, (snapshot) => snapshot.matches({ work: 'ready' }));
      expect(attempts).toBe(count);
    }
    expect(formOf(actor, 'workForm').getSnapshot().context.locked).toBe(true);
    actor.send({ type: 'step.back' });
    submit(actor, 'personForm');
    await waitFor(actor, (snapshot) => snapshot.matches('work'));
    await waitFor(formOf(actor, 'workForm'), (snapshot) => snapshot.context.locked === true);
    submit(actor, 'workForm');
    expect(attempts).toBe(3);
  });

  it('starts step 1 from the signed-in buyer, and keeps the draft across a reload in sessionStorage only', async () => {
    const session = fakeStorage();
    const draft = wizardDraft('prequalification', 1, () => session);
    const first = createActor(server().machine, { input: { now: NOW, person: { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com' } } }).start();
    const stop = draft.keep(first as never);
    first.send({ type: 'prequalification.start' });
    expect(formOf(first, 'personForm').getSnapshot().context.values).toEqual({ name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '', documentId: '' });
    type(first, 'personForm', PERSON);
    submit(first, 'personForm');
    await waitFor(first, (snapshot) => snapshot.matches('work'));
    type(first, 'workForm', { monthlySalary: '85,000', workplace: 'Claro' });
    stop();
    first.stop();
    expect(session.length).toBe(1);
    const again = createActor(server().machine, { input: { now: NOW }, snapshot: draft.restore() as never }).start();
    expect(again.getSnapshot().matches({ work: 'ready' })).toBe(true);
    expect(formOf(again, 'workForm').getSnapshot().context.values).toMatchObject({ monthlySalary: '85,000', workplace: 'Claro', person: PERSON });
  });

  it('offers the years from the one it started in back fifty', () => {
    const years = workingSinceYears(NOW.toISOString());
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1976');
  });
});
