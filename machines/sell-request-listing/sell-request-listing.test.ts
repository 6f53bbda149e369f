import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type SellRequestListingEvent, sellRequestListingMachine } from './sell-request-listing.machine';

const machine = sellRequestListingMachine.provide({ actors: { listSellRequestCar: fromPromise(() => new Promise<{ carId: string }>(() => undefined)) } });
const input = { sellRequestId: '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d' };
const refused = { code: 'BAD_USER_INPUT' };

type AnyEvent =
  | SellRequestListingEvent
  | { type: 'xstate.done.actor.listSellRequestCar'; output: { carId: string } }
  | { type: 'xstate.error.actor.listSellRequestCar'; error: unknown };
const everyEvent: AnyEvent[] = [
  { type: 'listing.ask' },
  { type: 'listing.confirm' },
  { type: 'listing.deny' },
  { type: 'xstate.done.actor.listSellRequestCar', output: { carId: '42' } },
  { type: 'xstate.error.actor.listSellRequestCar', error: refused },
];

function run(events: AnyEvent[], announced: unknown[] = [], opened: unknown[] = []) {
  const actor = createActor(machine.provide({ actions: { announceFailure: ({ context }) => void announced.push(context.error), openCar: ({ context }) => void opened.push(context.carId) } }), { input }).start();
  events.forEach((event) => actor.send(event as SellRequestListingEvent));
  return actor.getSnapshot();
}

describe('sell request listing statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, {
      events: everyEvent,
      input,
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { listSellRequestCar: 'listing' },
      ownId: 'sellRequestListing',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('sell request listing', () => {
  it('asks first; a denial keeps the request, a yes enters the car and opens it, a refusal is announced', async () => {
    expect(run([{ type: 'listing.ask' }]).hasTag('question')).toBe(true);
    expect(run([{ type: 'listing.ask' }, { type: 'listing.deny' }]).value).toBe('idle');
    const opened: unknown[] = [];
    const listed = run([{ type: 'listing.ask' }, { type: 'listing.confirm' }, { type: 'xstate.done.actor.listSellRequestCar', output: { carId: '42' } }], [], opened);
    expect(listed.status).toBe('done');
    expect(opened).toEqual(['42']);
    const announced: unknown[] = [];
    expect(run([{ type: 'listing.ask' }, { type: 'listing.confirm' }, { type: 'xstate.error.actor.listSellRequestCar', error: refused }], announced).value).toBe('idle');
    expect(announced).toEqual([refused]);

    const calls: unknown[] = [];
    const actor = createActor(sellRequestListingMachine.provide({ actors: { listSellRequestCar: fromPromise(async ({ input: sent }) => (calls.push(sent), { carId: '7' })) } }), { input }).start();
    actor.send({ type: 'listing.ask' });
    actor.send({ type: 'listing.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([input]);
    expect(actor.getSnapshot().value).toBe('listed');
  });
});
