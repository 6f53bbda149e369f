import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { fakeStorage } from '../testing/fake-storage';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { visitLock } from '../submission-lock/visit-lock';
import { wizardDraft } from '../wizard/wizard-draft';
import { type FinancingCalls, financingWith } from './financing-calls';
import type { FinancingEvent } from './financing.machine';
import type { FinancingApplicationInput, FinancingApplied, PurchaseStarted } from './financing-values';

const INPUT = { carId: '42' };
const LOAN = { plan: 'ola', downPayment: 375_000, termMonths: 48 };
const PERSON = { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234', documentId: '00112345678' };
const QUOTE = { monthlyPayment: 23_430.65, annualRate: 12.9, termMonths: 48, financedAmount: 875_000, totalCost: 1_499_671.2 };
const SUBMITTED: FinancingApplied = { id: 'application-1', status: 'SUBMITTED', redirectUrl: null, quote: QUOTE };
const REDIRECTED: FinancingApplied = { id: 'application-2', status: 'REDIRECTED', redirectUrl: 'https://banco.example.com/solicitud', quote: QUOTE };
const PURCHASE: PurchaseStarted = { id: 'purchase-1', method: 'CASH', status: 'IN_PROGRESS' };
const never = <T>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });

const pending = financingWith({ applyForFinancing: never, payCash: never });

type AnyEvent = FinancingEvent | { type: `xstate.${'done.actor' | 'error.actor' | 'snapshot'}.${string}`; [key: string]: unknown };
const typed = (values: object, value = 'editing') => ({ snapshot: { value, context: { values } } });
const everyEvent: AnyEvent[] = [
  { type: 'apply.start', loan: LOAN },
  { type: 'cash.start' },
  { type: 'step.back' },
  { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
  { type: 'form.failed', error: refused('CAR_NOT_AVAILABLE') },
  { type: 'xstate.done.actor.applicationForm', output: { values: {}, result: SUBMITTED } },
  { type: 'xstate.done.actor.applicationForm', output: { values: {}, result: REDIRECTED } },
  { type: 'xstate.done.actor.cashForm', output: { values: {}, result: PURCHASE } },
  { type: 'xstate.snapshot.applicationForm', ...typed({ ...PERSON, workplace: '', monthlySalary: '' }) },
  { type: 'xstate.snapshot.applicationForm', ...typed({ ...PERSON, workplace: '', monthlySalary: '' }, 'submitting') },
  { type: 'xstate.snapshot.cashForm', ...typed({ carId: '42' }) },
  { type: 'xstate.snapshot.cashForm', ...typed({ carId: '42' }, 'submitting') },
];
type Snapshot = { value: unknown; context: { loan: unknown } };

describe('financing statechart', () => {
  const { missingStates, missingTransitions } = shortestPathsCoverage(pending, {
    events: everyEvent,
    input: INPUT,
    runsIn: { applicationForm: 'application', cashForm: 'cash' },
    ownId: 'financing',
    serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.loan !== null]),
  });

  it('reaches every state and takes every transition: the calculator, the application and the cash purchase, their busy sends and their ends', () => {
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

/** Calls that answer as a server would, recording what they were asked. */
function server(overrides: Partial<FinancingCalls> = {}) {
  const asked = { applications: [] as FinancingApplicationInput[], cash: [] as string[] };
  const calls: FinancingCalls = {
    applyForFinancing: async (input) => (asked.applications.push(input), SUBMITTED),
    payCash: async (carId) => (asked.cash.push(carId), PURCHASE),
    ...overrides,
  };
  return { asked, calls, machine: financingWith(calls) };
}

type Form = 'applicationForm' | 'cashForm';
const formOf = (actor: AnyActorRef, form: Form) => actor.getSnapshot().children[form] as AnyActorRef;
function type(actor: AnyActorRef, values: Record<string, unknown>) {
  for (const [field, value] of Object.entries(values)) formOf(actor, 'applicationForm').send({ type: 'field.change', field, value });
}
const submit = (actor: AnyActorRef, form: Form) => formOf(actor, form).send({ type: 'form.submit' });
const APPLICANT_TYPED = { ...PERSON, email: 'Ana@Example.com', workplace: ' Banco Central ', monthlySalary: '85,000' };

describe('applying for financing', () => {
  it("sends the calculator's loan with the person's form, exactly FinancingApplicationInput, once, and ends with our team calling", async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: INPUT }).start();
    actor.send({ type: 'apply.start', loan: LOAN });
    type(actor, APPLICANT_TYPED);
    submit(actor, 'applicationForm');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked.applications).toEqual([{ carId: '42', ...LOAN, person: PERSON, workplace: 'Banco Central', monthlySalary: 85_000 }]);
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().output).toEqual({ applied: SUBMITTED, purchase: null });
  });

  it("ends at the lender's site when the plan is an outside lender's", async () => {
    const { machine } = server({ applyForFinancing: async () => REDIRECTED });
    const actor = createActor(machine, { input: INPUT }).start();
    actor.send({ type: 'apply.start', loan: LOAN });
    type(actor, APPLICANT_TYPED);
    submit(actor, 'applicationForm');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(actor.getSnapshot().output?.applied?.redirectUrl).toBe('https://banco.example.com/solicitud');
  });

  it('asks for the cédula, the workplace and the salary, each by its own field, and sends nothing', () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: INPUT }).start();
    actor.send({ type: 'apply.start', loan: LOAN });
    type(actor, { ...PERSON, documentId: '', monthlySalary: '85.000' });
    submit(actor, 'applicationForm');
    expect(actor.getSnapshot().matches({ application: 'ready' })).toBe(true);
    expect(formOf(actor, 'applicationForm').getSnapshot().context.problems).toEqual({ documentId: 'required', workplace: 'required', monthlySalary: 'only_numbers' });
    expect(asked.applications).toEqual([]);
  });

  it('goes back to the calculator with the loan kept, and keeps what was typed when applying again', () => {
    const actor = createActor(server().machine, { input: INPUT }).start();
    actor.send({ type: 'apply.start', loan: LOAN });
    type(actor, { name: 'Ana', workplace: 'Banco Central' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.loan).toEqual(LOAN);
    actor.send({ type: 'apply.start', loan: { ...LOAN, termMonths: 60 } });
    expect(formOf(actor, 'applicationForm').getSnapshot().context.values).toMatchObject({ name: 'Ana', workplace: 'Banco Central', loan: { carId: '42', ...LOAN, termMonths: 60 } });
  });

  it('ends without an application when the car was sold or reserved meanwhile', async () => {
    const { machine } = server({ applyForFinancing: async () => Promise.reject(refused('CAR_NOT_AVAILABLE')) });
    const actor = createActor(machine, { input: INPUT }).start();
    actor.send({ type: 'apply.start', loan: LOAN });
    type(actor, APPLICANT_TYPED);
    submit(actor, 'applicationForm');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('carUnavailable');
    expect(actor.getSnapshot().output).toEqual({ applied: null, purchase: null });
  });

  it('moves nothing while sending and locks the send on the third failure, also after the form opens again', async () => {
    const session = fakeStorage();
    let attempts = 0;
    const { calls } = server({ applyForFinancing: async () => (attempts++, Promise.reject(refused('INTERNAL_SERVER_ERROR'))) });
    const actor = createActor(financingWith(calls, { application: visitLock('financing:42', () => session) }), { input: INPUT }).start();
    actor.send({ type: 'apply.start', loan: LOAN });
    type(actor, APPLICANT_TYPED);
    for (const count of [1, 2, 3]) {
      submit(actor, 'applicationForm');
      actor.send({ type: 'step.back' });
      expect(actor.getSnapshot().matches({ application: 'sending' })).toBe(true);
      await waitFor(actor, (snapshot) => snapshot.matches({ application: 'ready' }));
      expect(attempts).toBe(count);
    }
    expect(formOf(actor, 'applicationForm').getSnapshot().context.locked).toBe(true);
    actor.send({ type: 'step.back' });
    actor.send({ type: 'apply.start', loan: LOAN });
    await waitFor(formOf(actor, 'applicationForm'), (snapshot) => snapshot.context.locked === true);
    submit(actor, 'applicationForm');
    expect(attempts).toBe(3);
  });

  it('starts the form from the signed-in buyer, and keeps the loan and what was typed across a reload', () => {
    const session = fakeStorage();
    const draft = wizardDraft('financing:42', 1, () => session);
    const first = createActor(server().machine, { input: { ...INPUT, person: { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com' } } }).start();
    const stop = draft.keep(first as never);
    first.send({ type: 'apply.start', loan: LOAN });
    expect(formOf(first, 'applicationForm').getSnapshot().context.values).toMatchObject({ name: 'Ana', email: 'ana@example.com', documentId: '', monthlySalary: '' });
    type(first, { documentId: '00112345678', monthlySalary: '85,000' });
    stop();
    first.stop();
    const again = createActor(server().machine, { input: INPUT, snapshot: draft.restore() as never }).start();
    expect(again.getSnapshot().matches({ application: 'ready' })).toBe(true);
    expect(again.getSnapshot().context.loan).toEqual(LOAN);
    expect(formOf(again, 'applicationForm').getSnapshot().context.values).toMatchObject({ name: 'Ana', documentId: '00112345678', monthlySalary: '85,000' });
  });
});

describe('paying cash', () => {
  it('asks to confirm, starts exactly one CASH purchase of the car, and ends with it', async () => {
    const { asked, machine } = server();
    const actor = createActor(machine, { input: INPUT }).start();
    actor.send({ type: 'cash.start' });
    expect(actor.getSnapshot().matches({ cash: 'ready' })).toBe(true);
    expect(asked.cash).toEqual([]);
    submit(actor, 'cashForm');
    submit(actor, 'cashForm');
    expect(actor.getSnapshot().matches({ cash: 'sending' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked.cash).toEqual(['42']);
    expect(actor.getSnapshot().value).toBe('purchased');
    expect(actor.getSnapshot().output).toEqual({ applied: null, purchase: PURCHASE });
  });

  it('goes back to the calculator before confirming, not while the purchase is on its way', async () => {
    let answer: (purchase: PurchaseStarted) => void = () => undefined;
    const { machine } = server({ payCash: () => new Promise((resolve) => (answer = resolve)) });
    const actor = createActor(machine, { input: INPUT }).start();
    actor.send({ type: 'cash.start' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'cash.start' });
    submit(actor, 'cashForm');
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches({ cash: 'sending' })).toBe(true);
    answer(PURCHASE);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('purchased');
  });

  it('ends when the car was sold or reserved meanwhile, and is ready again after another failure, locked on the third', async () => {
    const gone = server({ payCash: async () => Promise.reject(refused('CAR_NOT_AVAILABLE')) });
    const actor = createActor(gone.machine, { input: INPUT }).start();
    actor.send({ type: 'cash.start' });
    submit(actor, 'cashForm');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('carUnavailable');

    let attempts = 0;
    const failing = server({ payCash: async () => (attempts++, Promise.reject(refused('INTERNAL_SERVER_ERROR'))) });
    const again = createActor(failing.machine, { input: INPUT }).start();
    again.send({ type: 'cash.start' });
    for (const count of [1, 2, 3]) {
      submit(again, 'cashForm');
      await waitFor(again, (snapshot) => snapshot.matches({ cash: 'ready' }) && attempts === count);
    }
    expect(formOf(again, 'cashForm').getSnapshot().context.locked).toBe(true);
    submit(again, 'cashForm');
    expect(attempts).toBe(3);
  });
});
