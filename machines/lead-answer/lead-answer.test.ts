import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type LeadAnswer, leadAnswerForm, leadAnswerMachine } from './lead-answer.machine';

const leadId = 'CAR_QUESTION:12';
const answered = { id: leadId, answeredAt: '2026-11-28T12:00:00.000Z' };
const everyEvent = [
  { type: 'answer.start' },
  { type: 'answer.cancel' },
  { type: 'xstate.done.actor.leadAnswerForm', output: { values: { leadId, message: 'Sí, lo aceptamos.' }, result: answered } },
];

/** A lead's reply with the given send, and a way to type into it as the panel does. */
function answering(send: (values: LeadAnswer) => Promise<unknown>, leadChanged = vi.fn()) {
  const actor = createActor(leadAnswerMachine.provide({ actors: { leadAnswerForm: withSubmit(leadAnswerForm, send) }, actions: { leadChanged } }), { input: { leadId } }).start();
  const form = () => actor.getSnapshot().children.leadAnswerForm as AnyActorRef;
  const type = (value: string) => form().send({ type: 'field.change', field: 'message', value });
  return { actor, form, type };
}
const never = () => new Promise<never>(() => undefined);

describe('lead answer statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(leadAnswerMachine, {
      events: everyEvent,
      input: { leadId },
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { leadAnswerForm: 'composing' },
      ownId: 'leadAnswer',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('lead answer', () => {
  it('starts empty for its lead, and refuses a reply under 5 or over 2000 characters without sending', () => {
    const send = vi.fn(never);
    const { actor, form, type } = answering(send);
    actor.send({ type: 'answer.start' });
    expect(form().getSnapshot().context.values).toEqual({ leadId, message: '' });
    for (const [typed, problem] of [['', 'too_short'], ['  Sí  ', 'too_short'], ['x'.repeat(2001), 'too_long']] as const) {
      type(typed);
      form().send({ type: 'form.submit' });
      expect(form().getSnapshot().context.problems).toEqual({ message: problem });
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed reply for its lead, then hands the answered lead to the list and may answer again', async () => {
    const send = vi.fn(async () => answered);
    const leadChanged = vi.fn();
    const { actor, form, type } = answering(send, leadChanged);
    actor.send({ type: 'answer.start' });
    type('  Sí, lo aceptamos como parte de pago.  ');
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(send).toHaveBeenCalledWith({ leadId, message: 'Sí, lo aceptamos como parte de pago.' });
    expect(leadChanged).toHaveBeenCalledWith(expect.anything(), { lead: answered });
    actor.send({ type: 'answer.start' });
    expect(form().getSnapshot().context.values.message).toBe('');
  });

  it('closes without sending when cancelled, and keeps what was typed after a failed send', async () => {
    const { actor, form, type } = answering(async () => {
      throw new Error('refused');
    });
    actor.send({ type: 'answer.start' });
    actor.send({ type: 'answer.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'answer.start' });
    type('Le escribimos mañana.');
    form().send({ type: 'form.submit' });
    await waitFor(form(), (snapshot) => snapshot.matches('editing'));
    expect(form().getSnapshot().context.values.message).toBe('Le escribimos mañana.');
    expect(actor.getSnapshot().value).toBe('composing');
  });
});
