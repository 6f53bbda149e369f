import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { withSubmit } from '../form/form.machine';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { faqQuestionForm, faqQuestionMachine } from './faq-question.machine';

const VALID = '¿Puedo pagar el depósito en efectivo?';

type AnyEvent = { type: 'question.another' } | { type: 'xstate.done.actor.faqQuestionForm'; output: { values: { question: string; email: string }; result: boolean } };
const everyEvent: AnyEvent[] = [
  { type: 'question.another' },
  { type: 'xstate.done.actor.faqQuestionForm', output: { values: { question: VALID, email: 'ana@example.com' }, result: true } },
];
const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) => path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init') as AnyEvent[];

/** The page's form with the given send, and a way to type into it as the page does. */
function asking(send: (values: unknown) => Promise<boolean>, input: { email?: string } = {}) {
  const actor = createActor(faqQuestionMachine.provide({ actors: { faqQuestionForm: withSubmit(faqQuestionForm, send) } }), { input }).start();
  const form = () => actor.getSnapshot().children.faqQuestionForm as AnyActorRef;
  const type = (field: string, value: string) => form().send({ type: 'field.change', field, value });
  return { actor, form, type };
}
const never = () => new Promise<boolean>(() => undefined);

describe('faq question statechart', () => {
  const paths = getShortestPaths(faqQuestionMachine, { events: everyEvent, input: {}, serializeState: (state: { value: unknown }) => JSON.stringify(state.value) } as never);

  it('reaches every state and takes every transition', () => {
    const sequences = paths.flatMap((path) => everyEvent.map((event) => [...eventsOf(path), event]));
    const visited = replay(faqQuestionMachine, sequences as never, {});
    const own = (ids: Set<string>) => new Set([...ids].filter((id) => id.startsWith('faqQuestion.') || id === 'faqQuestion'));
    expect(own(visited.states)).toEqual(declaredStates(faqQuestionMachine));
    expect(own(visited.transitions)).toEqual(declaredTransitions(faqQuestionMachine));
  });
});

describe('faq question', () => {
  it('refuses a question under 5 or over 150 characters, and a missing e-mail, without sending', () => {
    const send = vi.fn(never);
    const { form, type } = asking(send);
    type('question', 'Hola');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ question: 'too_short', email: 'required' });
    type('question', 'x'.repeat(151));
    type('email', 'ana@');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ question: 'too_long', email: 'invalid_email' });
    expect(send).not.toHaveBeenCalled();
  });

  it('starts with the signed-in e-mail, so the question alone is enough', () => {
    const send = vi.fn(never);
    const { form, type } = asking(send, { email: 'ana@example.com' });
    expect(form().getSnapshot().context.values).toEqual({ question: '', email: 'ana@example.com' });
    type('question', 'x'.repeat(5));
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().hasTag('busy')).toBe(true);
    expect(send).toHaveBeenCalledWith({ question: 'xxxxx', email: 'ana@example.com' });
  });

  it('sends the trimmed question, acknowledges it, and keeps the e-mail for another question', async () => {
    const send = vi.fn(async () => true);
    const { actor, form, type } = asking(send);
    type('question', `  ${VALID} `);
    type('email', ' ana@example.com ');
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(send).toHaveBeenCalledWith({ question: VALID, email: 'ana@example.com' });
    actor.send({ type: 'question.another' });
    expect(form().getSnapshot().context.values).toEqual({ question: '', email: 'ana@example.com' });
  });

  it('keeps what was typed when the send fails, and locks after the third failure', async () => {
    const { actor, form, type } = asking(async () => {
      throw Object.assign(new Error('refused'), { code: 'TOO_MANY_REQUESTS' });
    });
    type('question', VALID);
    type('email', 'ana@example.com');
    for (let attempt = 0; attempt < 3; attempt++) {
      form().send({ type: 'form.submit' });
      await waitFor(form(), (snapshot) => snapshot.matches('editing'));
    }
    expect(form().getSnapshot().context.values.question).toBe(VALID);
    expect(form().getSnapshot().context.locked).toBe(true);
    expect(actor.getSnapshot().value).toBe('asking');
  });
});
