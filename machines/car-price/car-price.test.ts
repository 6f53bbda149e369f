import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type CarPrice, carPriceForm, carPriceInput, carPriceMachine } from './car-price.machine';

const everyEvent = [
  { type: 'edit.open', changes: { basePrice: '950000' } },
  { type: 'edit.cancel' },
  { type: 'xstate.done.actor.form', output: { values: { carId: '12', basePrice: 900_000 }, result: undefined } },
];

/** A car's price box with the given send, and a way to type into it as the card does. */
function pricing(send: (values: CarPrice) => Promise<unknown>, carChanged = vi.fn()) {
  const actor = createActor(carPriceMachine.provide({ actors: { form: withSubmit(carPriceForm, send) }, actions: { changed: carChanged } }), { input: carPriceInput('12') }).start();
  const form = () => actor.getSnapshot().children.form as AnyActorRef;
  const type = (value: string) => form().send({ type: 'field.change', field: 'basePrice', value });
  return { actor, form, type };
}
const never = () => new Promise<never>(() => undefined);

describe('car price statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(carPriceMachine, {
      events: everyEvent,
      input: carPriceInput('12'),
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { form: 'editing' },
      ownId: 'carPrice',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('car price', () => {
  it('starts from the price the car has, and refuses letters, zero and more than 100,000,000 without sending', () => {
    const send = vi.fn(never);
    const { actor, form, type } = pricing(send);
    actor.send({ type: 'edit.open', changes: { basePrice: '950000' } });
    expect(form().getSnapshot().context.values).toEqual({ carId: '12', basePrice: '950000' });
    for (const [typed, problem] of [['', 'required'], ['9 mil', 'only_numbers'], ['0', 'too_small'], ['100,000,001', 'too_large']] as const) {
      type(typed);
      form().send({ type: 'form.submit' });
      expect(form().getSnapshot().context.problems).toEqual({ basePrice: problem });
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('sends whole pesos for its car, then has the list fetched again', async () => {
    const send = vi.fn(async () => undefined);
    const carChanged = vi.fn();
    const { actor, form, type } = pricing(send, carChanged);
    actor.send({ type: 'edit.open', changes: { basePrice: '950000' } });
    type('1,250,000');
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(send).toHaveBeenCalledWith({ carId: '12', basePrice: 1_250_000 });
    expect(carChanged).toHaveBeenCalledTimes(1);
  });

  it('closes without sending when cancelled, and keeps what was typed after a failed send', async () => {
    const { actor, form, type } = pricing(async () => {
      throw new Error('refused');
    });
    actor.send({ type: 'edit.open', changes: { basePrice: '950000' } });
    actor.send({ type: 'edit.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'edit.open', changes: { basePrice: '950000' } });
    type('990000');
    form().send({ type: 'form.submit' });
    await waitFor(form(), (snapshot) => snapshot.matches('editing'));
    expect(form().getSnapshot().context.values.basePrice).toBe('990000');
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
