import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type SpotCapacity, spotCapacityForm, spotCapacityInput, spotCapacityMachine } from './spot-capacity.machine';

const everyEvent = [
  { type: 'edit.open', changes: { inspectors: '1' } },
  { type: 'edit.cancel' },
  { type: 'xstate.done.actor.form', output: { values: { spotId: '3', inspectors: 2 }, result: undefined } },
];

function editing(send: (values: SpotCapacity) => Promise<unknown>, spotChanged = vi.fn()) {
  const actor = createActor(spotCapacityMachine.provide({ actors: { form: withSubmit(spotCapacityForm, send) }, actions: { changed: spotChanged } }), { input: spotCapacityInput('3') }).start();
  const form = () => actor.getSnapshot().children.form as AnyActorRef;
  const type = (value: string) => form().send({ type: 'field.change', field: 'inspectors', value });
  return { actor, form, type };
}

describe('spot capacity statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(spotCapacityMachine, {
      events: everyEvent,
      input: spotCapacityInput('3'),
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { form: 'editing' },
      ownId: 'spotCapacity',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('spot capacity', () => {
  it('starts from the capacity the spot has, and refuses letters, 0 and more than 50 without sending', () => {
    const send = vi.fn(() => new Promise<never>(() => undefined));
    const { actor, form, type } = editing(send);
    actor.send({ type: 'edit.open', changes: { inspectors: '1' } });
    expect(form().getSnapshot().context.values).toEqual({ spotId: '3', inspectors: '1' });
    for (const [typed, problem] of [['', 'required'], ['dos', 'only_numbers'], ['0', 'out_of_range'], ['51', 'out_of_range']] as const) {
      type(typed);
      form().send({ type: 'form.submit' });
      expect(form().getSnapshot().context.problems).toEqual({ inspectors: problem });
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the number for its spot, then has the calendar fetched again', async () => {
    const send = vi.fn(async () => undefined);
    const spotChanged = vi.fn();
    const { actor, form, type } = editing(send, spotChanged);
    actor.send({ type: 'edit.open', changes: { inspectors: '1' } });
    type('3');
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(send).toHaveBeenCalledWith({ spotId: '3', inspectors: 3 });
    expect(spotChanged).toHaveBeenCalledTimes(1);
  });
});
