import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type SellOfferAnswerEvent, type SellOfferAnswerInput, sellOfferAnswerMachine } from './sell-offer-answer.machine';

// The server never answers by itself: each path says whether it accepts or refuses.
const pending = () => new Promise<void>(() => undefined);
const machine = sellOfferAnswerMachine.provide({ actors: { answerSellOffer: fromPromise(pending) } });
const waiting: SellOfferAnswerInput = { id: '7', offerWaiting: true };
const none: SellOfferAnswerInput = { id: '7', offerWaiting: false };

const expired = { code: 'OFFER_EXPIRED' };
type AnyEvent = SellOfferAnswerEvent | { type: 'xstate.done.actor.answerSellOffer'; output: undefined } | { type: 'xstate.error.actor.answerSellOffer'; error: unknown };

const everyEvent: AnyEvent[] = [
  { type: 'offer.accept' },
  { type: 'offer.reject' },
  { type: 'answer.confirm' },
  { type: 'answer.deny' },
  { type: 'xstate.done.actor.answerSellOffer', output: undefined },
  { type: 'xstate.error.actor.answerSellOffer', error: expired },
];
const sellOfferAnswerPaths = {
  events: everyEvent,
  serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
  runsIn: { answerSellOffer: ['accepting', 'rejecting'] },
  ownId: 'sellOfferAnswer',
};

function run(events: AnyEvent[], input = waiting, announced: unknown[] = []) {
  const actor = createActor(machine.provide({ actions: { announceFailure: ({ context }) => void announced.push(context.error) } }), { input }).start();
  events.forEach((event) => actor.send(event as SellOfferAnswerEvent));
  return actor.getSnapshot();
}

describe('sell offer answer statechart', () => {
  it('reaches every state and takes every transition along the shortest paths followed by each event', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, { ...sellOfferAnswerPaths, input: waiting });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  it('offers no answer when no offer waits (none made yet, answered, or expired)', () => {
    const idle = run([], none);
    expect(idle.can({ type: 'offer.accept' })).toBe(false);
    expect(idle.can({ type: 'offer.reject' })).toBe(false);
  });
});

describe('sell offer answer', () => {
  it('asks before accepting or rejecting, and a denial leaves the offer waiting', () => {
    for (const answer of ['offer.accept', 'offer.reject'] as const) {
      const asking = run([{ type: answer }]);
      expect(asking.hasTag('question')).toBe(true);
      expect(asking.can({ type: 'offer.accept' })).toBe(false);
      expect(run([{ type: answer }, { type: 'answer.deny' }]).value).toBe('idle');
    }
  });

  it('is busy only while the server answers, and ends once the answer is taken', () => {
    expect(run([{ type: 'offer.accept' }, { type: 'answer.confirm' }]).hasTag('busy')).toBe(true);
    const answered = run([{ type: 'offer.reject' }, { type: 'answer.confirm' }, { type: 'xstate.done.actor.answerSellOffer', output: undefined }]);
    expect(answered.status).toBe('done');
    expect(answered.hasTag('busy')).toBe(false);
  });

  it('announces a refusal with its error and offers the choice again', () => {
    const announced: unknown[] = [];
    const failed = run([{ type: 'offer.accept' }, { type: 'answer.confirm' }, { type: 'xstate.error.actor.answerSellOffer', error: expired }], waiting, announced);
    expect(announced).toEqual([expired]);
    expect(failed.value).toBe('idle');
    expect(failed.context.error).toEqual(expired);
  });

  it('sends the answer the seller chose, for the sale it was started for', async () => {
    const calls: string[] = [];
    const recording = sellOfferAnswerMachine.provide({ actors: { answerSellOffer: fromPromise(async ({ input }) => void calls.push(`${input.id} ${input.accept}`)) } });
    for (const answer of ['offer.accept', 'offer.reject'] as const) {
      const actor = createActor(recording, { input: waiting }).start();
      actor.send({ type: answer });
      actor.send({ type: 'answer.confirm' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(actor.getSnapshot().status).toBe('done');
    }
    expect(calls).toEqual(['7 true', '7 false']);
  });
});
