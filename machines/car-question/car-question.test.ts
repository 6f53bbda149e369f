import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { carQuestionMachine, type CarQuestionEvent } from './car-question.machine';

// The send never settles by itself: each path says whether the server answers or refuses.
const machine = carQuestionMachine.provide({ actors: { submitQuestion: fromPromise(() => new Promise<string>(() => undefined)) } });
const input = { carId: 'car-1' };

type AnyEvent = CarQuestionEvent | { type: 'xstate.done.actor.submitQuestion'; output: string } | { type: 'xstate.error.actor.submitQuestion'; error: unknown };

const VALID = '¿Tiene el historial de mantenimiento?';
const everyEvent: AnyEvent[] = [
  { type: 'question.change', value: 'Hola' },
  { type: 'question.change', value: VALID },
  { type: 'question.change', value: 'x'.repeat(151) },
  { type: 'contact.change', field: 'phone', value: '8095551234' },
  { type: 'form.submit' },
  { type: 'question.another' },
  { type: 'xstate.done.actor.submitQuestion', output: 'question-1' },
  { type: 'xstate.error.actor.submitQuestion', error: { code: 'TOO_MANY_REQUESTS' } },
];

const eventsOf = (path: { steps: Array<{ event: AnyEvent | { type: string } }> }) =>
  path.steps.map((step) => step.event).filter((event): event is AnyEvent => event.type !== 'xstate.init');

function run(events: AnyEvent[], startWith: { carId: string; anonymous?: boolean } = input) {
  const actor = createActor(machine, { input: startWith }).start();
  events.forEach((event) => actor.send(event as CarQuestionEvent));
  return actor.getSnapshot();
}

const options = { events: everyEvent, input, serializeState: (state: { value: unknown; context: { question: string } }) => JSON.stringify([state.value, state.context.question]) };

describe('car question statechart', () => {
  const shortest = getShortestPaths(machine, options as never);
  const simple = getSimplePaths(machine, options as never);

  it('reaches every state along the shortest paths', () => {
    const visited = replay(machine, shortest.map(eventsOf) as never, input);
    expect(visited.states).toEqual(declaredStates(machine));
  });

  it('takes every transition along the simple paths followed by each event', () => {
    // An actor error is only ever delivered while the send is pending; anywhere else it would crash the actor.
    const sequences = simple.flatMap((path) =>
      everyEvent.filter((event) => event.type !== 'xstate.error.actor.submitQuestion' || path.state.matches('submitting')).map((event) => [...eventsOf(path), event]),
    );
    const visited = replay(machine, sequences as never, input);
    expect(visited.transitions).toEqual(declaredTransitions(machine));
  });

  it('ends each path in the state the graph predicted', () => {
    for (const path of simple) expect(run(eventsOf(path)).value).toEqual(path.state.value);
  });

  it('refuses a question under 5 characters without sending it', () => {
    const snapshot = run([{ type: 'question.change', value: 'Hola' }, { type: 'form.submit' }]);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.problem).toBe('tooShort');
  });

  it('refuses a question over 150 characters', () => {
    expect(run([{ type: 'question.change', value: 'x'.repeat(151) }, { type: 'form.submit' }]).context.problem).toBe('tooLong');
  });

  it('sends a valid question and confirms it', () => {
    const sending = run([{ type: 'question.change', value: VALID }, { type: 'form.submit' }]);
    expect(sending.hasTag('busy')).toBe(true);
    const sent = run([{ type: 'question.change', value: VALID }, { type: 'form.submit' }, { type: 'xstate.done.actor.submitQuestion', output: 'q' }]);
    expect(sent.value).toBe('sent');
  });

  it('keeps what was typed when the send fails, and can resend it', () => {
    const failed = run([
      { type: 'question.change', value: VALID },
      { type: 'form.submit' },
      { type: 'xstate.error.actor.submitQuestion', error: { code: 'TOO_MANY_REQUESTS' } },
    ]);
    expect(failed.value).toBe('failed');
    expect(failed.context.question).toBe(VALID);
    expect(failed.context.failure).toEqual({ code: 'TOO_MANY_REQUESTS' });
    expect(failed.can({ type: 'form.submit' })).toBe(true);
  });

  it('starts afresh for another question', () => {
    const again = run([
      { type: 'question.change', value: VALID },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.submitQuestion', output: 'q' },
      { type: 'question.another' },
    ]);
    expect(again.value).toBe('editing');
    expect(again.context.question).toBe('');
  });

  it('asks someone not signed in for an e-mail or a WhatsApp number before sending', () => {
    const anonymous = { carId: 'car-1', anonymous: true };
    const refused = run([{ type: 'question.change', value: VALID }, { type: 'form.submit' }], anonymous);
    expect(refused.value).toBe('editing');
    expect(refused.context.contactProblems).toEqual({ email: 'contact_required' });
    const wrongNumber = run([{ type: 'question.change', value: VALID }, { type: 'contact.change', field: 'phone', value: '809-555' }, { type: 'form.submit' }], anonymous);
    expect(wrongNumber.context.contactProblems).toEqual({ phone: 'only_numbers' });
    const sending = run([{ type: 'question.change', value: VALID }, { type: 'contact.change', field: 'phone', value: ' 8095551234 ' }, { type: 'form.submit' }], anonymous);
    expect(sending.value).toBe('submitting');
  });

  it('sends the contact with the question, and keeps it for another question', async () => {
    const submitQuestion = vi.fn(async () => 'q');
    const provided = carQuestionMachine.provide({ actors: { submitQuestion: fromPromise(submitQuestion) } });
    const actor = createActor(provided, { input: { carId: 'car-1', anonymous: true } }).start();
    actor.send({ type: 'question.change', value: VALID });
    actor.send({ type: 'contact.change', field: 'email', value: ' ana@example.com ' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'));
    expect(submitQuestion).toHaveBeenCalledWith(expect.objectContaining({ input: { carId: 'car-1', question: VALID, email: 'ana@example.com', phone: undefined } }));
    actor.send({ type: 'question.another' });
    expect(actor.getSnapshot().context.contact.email).toBe(' ana@example.com ');
  });
});
