import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { withSubmit } from '../form/form.machine';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { carQuestionMachine, questionForm } from './car-question.machine';

const VALID = '¿Tiene el historial de mantenimiento?';
const input = { carId: 'car-1' };

type AnyEvent = { type: 'question.another' } | { type: 'xstate.done.actor.questionForm'; output: { values: { email?: string; phone?: string }; result: string } };
const everyEvent: AnyEvent[] = [{ type: 'question.another' }, { type: 'xstate.done.actor.questionForm', output: { values: { email: 'ana@example.com' }, result: 'q-1' } }];
const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) => path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init') as AnyEvent[];

/** The page's form with the given send, and a way to type into it as the page does. */
function asking(send: (values: unknown) => Promise<string>, startWith: { carId: string; anonymous?: boolean } = input) {
  const actor = createActor(carQuestionMachine.provide({ actors: { questionForm: withSubmit(questionForm, send) } }), { input: startWith }).start();
  const form = () => actor.getSnapshot().children.questionForm as AnyActorRef;
  const type = (field: string, value: string) => form().send({ type: 'field.change', field, value });
  return { actor, form, type };
}
const never = () => new Promise<string>(() => undefined);

describe('car question statechart', () => {
  const paths = getShortestPaths(carQuestionMachine, { events: everyEvent, input, serializeState: (state: { value: unknown }) => JSON.stringify(state.value) } as never);

  it('reaches every state and takes every transition', () => {
    const sequences = paths.flatMap((path) => everyEvent.map((event) => [...eventsOf(path), event]));
    const visited = replay(carQuestionMachine, sequences as never, input);
    const own = (ids: Set<string>) => new Set([...ids].filter((id) => id.startsWith('carQuestion')));
    expect(own(visited.states)).toEqual(declaredStates(carQuestionMachine));
    expect(own(visited.transitions)).toEqual(declaredTransitions(carQuestionMachine));
  });
});

describe('car question', () => {
  it('refuses a question under 5 or over 150 characters without sending it', () => {
    const send = vi.fn(never);
    const { form, type } = asking(send);
    type('question', 'Hola');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ question: 'too_short' });
    type('question', 'x'.repeat(151));
    expect(form().getSnapshot().context.problems).toEqual({ question: 'too_long' });
    expect(send).not.toHaveBeenCalled();
  });

  it('asks someone not signed in for an e-mail or a WhatsApp number before sending', () => {
    const { form, type } = asking(never, { carId: 'car-1', anonymous: true });
    type('question', VALID);
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ email: 'contact_required' });
    type('phone', '809-555');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toMatchObject({ phone: 'only_numbers' });
    type('phone', ' 8095551234 ');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().hasTag('busy')).toBe(true);
  });

  it('sends the trimmed question with the contact, confirms it, and keeps the contact for another question', async () => {
    const send = vi.fn(async () => 'q-1');
    const { actor, form, type } = asking(send, { carId: 'car-1', anonymous: true });
    type('question', `  ${VALID} `);
    type('email', ' ana@example.com ');
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(send).toHaveBeenCalledWith({ carId: 'car-1', question: VALID, email: 'ana@example.com' });
    actor.send({ type: 'question.another' });
    expect(form().getSnapshot().context.values).toMatchObject({ question: '', email: 'ana@example.com' });
  });

  it('keeps what was typed when the send fails, and locks after the third failure', async () => {
    const { actor, form, type } = asking(async () => {
      throw Object.assign(new Error('refused'), { code: 'TOO_MANY_REQUESTS' });
    });
    type('question', VALID);
    for (let attempt = 0; attempt < 3; attempt++) {
      form().send({ type: 'form.submit' });
      await waitFor(form(), (snapshot) => snapshot.matches('editing'));
    }
    expect(form().getSnapshot().context.values.question).toBe(VALID);
    expect(form().getSnapshot().context.locked).toBe(true);
    expect(actor.getSnapshot().value).toBe('asking');
  });
});
