import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { fakeStorage } from '../testing/fake-storage';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { visitLock } from '../submission-lock/visit-lock';
import { cardStepSchema, passesLuhn } from './card-schema';
import { type ReserveCalls, reserveWith } from './reserve-calls';
import type { ReserveEvent, ReservedPurchase } from './reserve.machine';

const NOW = new Date('2026-03-10T15:00:00Z');
const PURCHASE: ReservedPurchase = { id: 'purchase-1', expiresAt: '2026-03-13T11:00:00-04:00', deposit: { amount: 75, currency: 'USD', status: 'HELD', cardBrand: 'visa', cardLast4: '4242' } };
const CARD = { cardholder: 'Ana Pérez', number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' };
const never = <T>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });
const typed = (value: string) => ({ snapshot: { value, context: { values: {} } } });

describe('reserve statechart', () => {
  const events: (ReserveEvent | { type: string; [key: string]: unknown })[] = [
    { type: 'reserve.start' },
    { type: 'step.back' },
    { type: 'form.failed', error: refused('PAYMENT_DECLINED') },
    { type: 'form.failed', error: refused('CAR_NOT_AVAILABLE') },
    { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
    { type: 'xstate.done.actor.cardForm', output: { values: {}, result: PURCHASE } },
    { type: 'xstate.snapshot.cardForm', ...typed('submitting') },
    { type: 'xstate.snapshot.cardForm', ...typed('editing') },
  ];
  const { missingStates, missingTransitions } = shortestPathsCoverage(reserveWith({ reserve: never }), {
    events: events as never,
    input: { now: NOW },
    runsIn: { cardForm: 'card' },
    ownId: 'reserve',
    serializeState: (state: { value: unknown; context: { declined: boolean } }) => JSON.stringify([state.value, state.context.declined]),
  });

  it('reaches every state and takes every transition: the deposit, the card, a declined card, a car gone, the reservation', () => {
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

const formOf = (actor: AnyActorRef) => actor.getSnapshot().children.cardForm as AnyActorRef;
function payWith(actor: AnyActorRef, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) formOf(actor).send({ type: 'field.change', field, value });
  formOf(actor).send({ type: 'form.submit' });
}

describe('reserving a car', () => {
  it('pays with the card once and ends with the held reservation', async () => {
    const paid: unknown[] = [];
    const actor = createActor(reserveWith({ reserve: async (card) => (paid.push(card), PURCHASE) }), { input: { now: NOW } }).start();
    actor.send({ type: 'reserve.start' });
    payWith(actor, CARD);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(paid).toEqual([{ cardholder: 'Ana Pérez', number: '4242424242424242', expiryMonth: 12, expiryYear: 2028, cvc: '123' }]);
    expect(actor.getSnapshot().output).toEqual({ purchase: PURCHASE });
  });

  it('says a declined card was declined and lets the buyer try another', async () => {
    let attempts = 0;
    const calls: ReserveCalls = { reserve: async () => (++attempts === 1 ? Promise.reject(refused('PAYMENT_DECLINED')) : PURCHASE) };
    const actor = createActor(reserveWith(calls), { input: { now: NOW } }).start();
    actor.send({ type: 'reserve.start' });
    payWith(actor, CARD);
    await waitFor(actor, (snapshot) => snapshot.matches({ card: 'ready' }));
    expect(actor.getSnapshot().context.declined).toBe(true);
    payWith(actor, { number: '5555 5555 5555 4444' });
    expect(actor.getSnapshot().context.declined).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('reserved');
  });

  it('ends without charging when the car is gone, and locks the payment on the third failure', async () => {
    const gone = createActor(reserveWith({ reserve: async () => Promise.reject(refused('CAR_NOT_AVAILABLE')) }), { input: { now: NOW } }).start();
    gone.send({ type: 'reserve.start' });
    payWith(gone, CARD);
    await waitFor(gone, (snapshot) => snapshot.status === 'done');
    expect(gone.getSnapshot().value).toBe('carUnavailable');

    let attempts = 0;
    const failing = createActor(reserveWith({ reserve: async () => (attempts++, Promise.reject(refused('INTERNAL_SERVER_ERROR'))) }, visitLock('reserve', () => fakeStorage())), { input: { now: NOW } }).start();
    failing.send({ type: 'reserve.start' });
    for (const count of [1, 2, 3]) {
      payWith(failing, CARD);
      failing.send({ type: 'step.back' });
      await waitFor(failing, (snapshot) => snapshot.matches({ card: 'ready' }));
      expect(attempts).toBe(count);
    }
    expect(formOf(failing).getSnapshot().context.locked).toBe(true);
    payWith(failing, CARD);
    expect(attempts).toBe(3);
  });

  it('checks the card before asking the processor: the number, the expiry and the code', () => {
    const asOf = NOW.toISOString();
    const problems = (values: Partial<typeof CARD>) => {
      const parsed = cardStepSchema.safeParse({ ...CARD, ...values, asOf });
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    };
    expect(problems({})).toEqual({});
    expect(problems({ number: '4242 4242 4242 4241' })).toEqual({ number: 'invalid_card' });
    expect(problems({ number: '4242-abcd' })).toEqual({ number: 'only_numbers' });
    expect(problems({ expiry: '02/26' })).toEqual({ expiry: 'expired' });
    expect(problems({ expiry: '03/26' })).toEqual({});
    expect(problems({ expiry: '13/28' })).toEqual({ expiry: 'invalid_expiry' });
    expect(problems({ cvc: '12', cardholder: '' })).toEqual({ cvc: 'wrong_length', cardholder: 'required' });
    expect(passesLuhn('4000000000000002')).toBe(true);
  });
});
