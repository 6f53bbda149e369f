import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { bulkPriceForm, type BulkPriceChange, type PricePreview } from './bulk-price-form';
import { type BulkPriceEvent, bulkPriceMachine } from './bulk-price.machine';

const preview: PricePreview[] = [{ carId: '12', title: 'Toyota Corolla 2020', oldPrice: 1_000_000, newPrice: 950_000 }];
const change: BulkPriceChange = { carIds: ['12'], percent: -5 };
const refused = { code: 'BAD_USER_INPUT' };
// The server never answers by itself: each path says whether it accepts or refuses.
const machine = bulkPriceMachine.provide({ actors: { changePrices: fromPromise(() => new Promise<void>(() => undefined)) } });

type AnyEvent =
  | BulkPriceEvent
  | { type: 'xstate.done.actor.bulkPriceForm'; output: { values: BulkPriceChange; result: PricePreview[] } }
  | { type: 'xstate.done.actor.changePrices'; output: undefined }
  | { type: 'xstate.error.actor.changePrices'; error: unknown };
const everyEvent: AnyEvent[] = [
  { type: 'selection.toggle', carId: '12' },
  { type: 'selection.clear' },
  { type: 'bulk.start' },
  { type: 'bulk.cancel' },
  { type: 'bulk.back' },
  { type: 'bulk.confirm' },
  { type: 'bulk.finish' },
  { type: 'xstate.done.actor.bulkPriceForm', output: { values: change, result: preview } },
  { type: 'xstate.done.actor.changePrices', output: undefined },
  { type: 'xstate.error.actor.changePrices', error: refused },
];

/** The bulk change with the given preview and change calls, and a way to fill its form. */
function bulk(previewOf: (change: BulkPriceChange) => Promise<PricePreview[]>, changePrices: (change: BulkPriceChange) => Promise<void>, announced: unknown[] = []) {
  const actor = createActor(
    bulkPriceMachine.provide({
      actors: { bulkPriceForm: withSubmit(bulkPriceForm, previewOf), changePrices: fromPromise(({ input }) => changePrices(input)) },
      actions: { announceFailure: ({ context }) => void announced.push(context.error) },
    }),
  ).start();
  const form = () => actor.getSnapshot().children.bulkPriceForm as AnyActorRef;
  const fill = (mode: 'percent' | 'amount', value: string) => {
    form().send({ type: 'field.change', field: 'mode', value: mode });
    form().send({ type: 'field.change', field: 'value', value });
    form().send({ type: 'form.submit' });
  };
  return { actor, form, fill };
}
const never = () => new Promise<never>(() => undefined);

describe('bulk price statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, {
      events: everyEvent,
      serializeState: (state: { value: unknown; context: { selected: string[] } }) => JSON.stringify([state.value, state.context.selected.length > 0]),
      runsIn: { bulkPriceForm: 'composing', changePrices: 'applying' },
      ownId: 'bulkPrice',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('bulk price', () => {
  it('starts only with cars ticked, and a second tick unticks', () => {
    const { actor } = bulk(never, never);
    actor.send({ type: 'bulk.start' });
    expect(actor.getSnapshot().value).toBe('selecting');
    actor.send({ type: 'selection.toggle', carId: '12' });
    actor.send({ type: 'selection.toggle', carId: '13' });
    actor.send({ type: 'selection.toggle', carId: '12' });
    expect(actor.getSnapshot().context.selected).toEqual(['13']);
    actor.send({ type: 'bulk.start' });
    expect(actor.getSnapshot().value).toBe('composing');
  });

  it('refuses an empty box, letters, zero and more than 50 % without asking the server', () => {
    const previewOf = vi.fn(never);
    const { actor, form, fill } = bulk(previewOf, never);
    actor.send({ type: 'selection.toggle', carId: '12' });
    actor.send({ type: 'bulk.start' });
    for (const [mode, typed, problem] of [['percent', '', 'required'], ['percent', 'cinco', 'only_numbers'], ['percent', '0', 'zero'], ['percent', '-51', 'too_small'], ['amount', '2.5', 'whole_number']] as const) {
      fill(mode, typed);
      expect(form().getSnapshot().context.problems).toEqual({ value: problem });
    }
    expect(previewOf).not.toHaveBeenCalled();
  });

  it('previews, goes back to the change previewed, then applies it and starts over', async () => {
    const previewOf = vi.fn(async () => preview);
    const applied = vi.fn(async () => undefined);
    const { actor, form, fill } = bulk(previewOf, applied);
    actor.send({ type: 'selection.toggle', carId: '12' });
    actor.send({ type: 'bulk.start' });
    fill('amount', '-50,000');
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    expect(previewOf).toHaveBeenCalledWith({ carIds: ['12'], amount: -50_000 });
    expect(actor.getSnapshot().context.preview).toEqual(preview);
    actor.send({ type: 'bulk.back' });
    expect(form().getSnapshot().context.values).toEqual({ carIds: ['12'], mode: 'amount', value: '-50000' });
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    actor.send({ type: 'bulk.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('applied'));
    expect(applied).toHaveBeenCalledWith({ carIds: ['12'], amount: -50_000 });
    actor.send({ type: 'bulk.finish' });
    expect(actor.getSnapshot().context).toMatchObject({ selected: [], change: null, preview: [] });
  });

  it('announces a refused change and keeps the preview to try again', async () => {
    const announced: unknown[] = [];
    const { actor, fill } = bulk(
      async () => preview,
      async () => {
        throw refused;
      },
      announced,
    );
    actor.send({ type: 'selection.toggle', carId: '12' });
    actor.send({ type: 'bulk.start' });
    fill('percent', '-5');
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    actor.send({ type: 'bulk.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    expect(announced).toEqual([refused]);
    expect(actor.getSnapshot().context.change).toEqual(change);
  });
});
