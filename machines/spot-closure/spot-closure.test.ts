import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type SpotClosureRequest, spotClosureForm, spotClosureInput, spotClosureMachine } from './spot-closure.machine';

const sent: SpotClosureRequest = { spotId: '3', startsAt: '2026-03-24T08:00:00-04:00', endsAt: '2026-03-24T12:00:00-04:00', reason: 'Fumigación' };
const everyEvent = [
  { type: 'edit.open', changes: { day: '2026-03-24' } },
  { type: 'edit.cancel' },
  { type: 'xstate.done.actor.form', output: { values: sent, result: { notified: 2 } } },
];

function closing(send: (values: SpotClosureRequest) => Promise<{ notified: number }>, spotChanged = vi.fn()) {
  const actor = createActor(spotClosureMachine.provide({ actors: { form: withSubmit(spotClosureForm, send) }, actions: { changed: spotChanged } }), { input: spotClosureInput('3') }).start();
  const form = () => actor.getSnapshot().children.form as AnyActorRef;
  const type = (field: string, value: string) => form().send({ type: 'field.change', field, value });
  return { actor, form, type };
}

describe('spot closure statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(spotClosureMachine, {
      events: everyEvent,
      input: spotClosureInput('3'),
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { form: 'editing' },
      ownId: 'spotClosure',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('spot closure', () => {
  it('starts on the day shown, working hours, and refuses an end before the start and an empty reason without sending', () => {
    const send = vi.fn(() => new Promise<never>(() => undefined));
    const { actor, form, type } = closing(send);
    actor.send({ type: 'edit.open', changes: { day: '2026-03-24' } });
    expect(form().getSnapshot().context.values).toEqual({ spotId: '3', day: '2026-03-24', fromHour: '8', toHour: '17', reason: '' });
    type('toHour', '8');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ toHour: 'before_start', reason: 'required' });
    type('toHour', '25');
    type('reason', 'Inventario');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ toHour: 'out_of_range' });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the hours of the day in Santo Domingo time (24 is the day’s end), then says how many people were told', async () => {
    const send = vi.fn(async () => ({ notified: 2 }));
    const spotChanged = vi.fn();
    const { actor, form, type } = closing(send, spotChanged);
    actor.send({ type: 'edit.open', changes: { day: '2026-03-24' } });
    type('toHour', '24');
    type('reason', ' Fumigación ');
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(send).toHaveBeenCalledWith({ spotId: '3', startsAt: '2026-03-24T08:00:00-04:00', endsAt: '2026-03-25T00:00:00-04:00', reason: 'Fumigación' });
    expect(actor.getSnapshot().context.result).toEqual({ notified: 2 });
    expect(spotChanged).toHaveBeenCalledTimes(1);
    // Opened again on another day: the form starts over from working hours, the last answer gone.
    actor.send({ type: 'edit.open', changes: { day: '2026-03-25' } });
    expect(actor.getSnapshot().context.result).toBeNull();
    expect(form().getSnapshot().context.values).toEqual({ spotId: '3', day: '2026-03-25', fromHour: '8', toHour: '17', reason: '' });
  });
});
