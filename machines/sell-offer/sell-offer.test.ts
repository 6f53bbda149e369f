import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { sellOfferForm, sellOfferMachine, type SellOffer } from './sell-offer.machine';

const everyEvent = [{ type: 'offer.change' }, { type: 'xstate.done.actor.sellOfferForm', output: { values: { sellRequestId: '7', amount: 850_000 }, result: undefined } }];

/** A card's offer with the given send, and a way to type into it as the card does. */
function offering(send: (values: SellOffer) => Promise<unknown>) {
  const actor = createActor(sellOfferMachine.provide({ actors: { sellOfferForm: withSubmit(sellOfferForm, send) } }), { input: { sellRequestId: '7' } }).start();
  const form = () => actor.getSnapshot().children.sellOfferForm as AnyActorRef;
  const type = (value: string) => form().send({ type: 'field.change', field: 'amount', value });
  return { actor, form, type };
}
const never = () => new Promise<never>(() => undefined);

describe('sell offer statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(sellOfferMachine, {
      events: everyEvent,
      input: { sellRequestId: '7' },
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { sellOfferForm: 'offering' },
      ownId: 'sellOffer',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('sell offer', () => {
  it('refuses an empty amount, letters, and zero, without sending', () => {
    const send = vi.fn(never);
    const { form, type } = offering(send);
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ amount: 'required' });
    type('85 mil');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ amount: 'only_numbers' });
    type('0');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ amount: 'too_small' });
    type('100,000,001');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ amount: 'too_large' });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends whole pesos for the request it was started for, typed with thousands separators', async () => {
    const send = vi.fn(async () => undefined);
    const { actor, form, type } = offering(send);
    type('850,000');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('offered'));
    expect(send).toHaveBeenCalledWith({ sellRequestId: '7', amount: 850_000 });
  });

  it('offers a new amount from the acknowledgement, starting from an empty box', async () => {
    const { actor, form, type } = offering(async () => undefined);
    type('850000');
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('offered'));
    actor.send({ type: 'offer.change' });
    expect(form().getSnapshot().context.values).toEqual({ sellRequestId: '7', amount: '' });
  });

  it('keeps the amount when the send fails, and locks after the third failure', async () => {
    const { actor, form, type } = offering(async () => {
      throw Object.assign(new Error('closed'), { code: 'SELL_REQUEST_CLOSED' });
    });
    type('850000');
    for (let attempt = 0; attempt < 3; attempt++) {
      form().send({ type: 'form.submit' });
      await waitFor(form(), (snapshot) => snapshot.matches('editing'));
    }
    expect(form().getSnapshot().context.values.amount).toBe('850000');
    expect(form().getSnapshot().context.locked).toBe(true);
    expect(actor.getSnapshot().value).toBe('offering');
  });
});
