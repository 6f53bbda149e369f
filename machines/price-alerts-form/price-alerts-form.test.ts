import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type FormEvent, withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { priceAlertsFormInput, priceAlertsFormMachine, type PriceAlertsRecord } from './price-alerts-form.machine';

// The save never settles by itself: each path says whether the server answers or refuses.
const machine = withSubmit(priceAlertsFormMachine, () => new Promise<PriceAlertsRecord>(() => undefined));
const input = priceAlertsFormInput({ priceAlerts: true });

type AnyEvent =
  | FormEvent
  | { type: 'xstate.done.actor.submit'; output: PriceAlertsRecord }
  | { type: 'xstate.error.actor.submit'; error: unknown }
  | { type: 'xstate.snapshot.submissionLock'; snapshot: { hasTag: (tag: string) => boolean } };

const refused: AnyEvent = { type: 'xstate.error.actor.submit', error: { code: 'INTERNAL_SERVER_ERROR' } };
const everyEvent: AnyEvent[] = [
  { type: 'field.change', field: 'enabled', value: false },
  { type: 'field.change', field: 'enabled', value: true },
  { type: 'field.blur', field: 'enabled' },
  { type: 'form.submit' },
  { type: 'form.reset' },
  { type: 'notice.dismiss' },
  { type: 'form.notice', error: new Error('shown, not counted') },
  { type: 'xstate.done.actor.submit', output: { priceAlerts: false } },
  refused,
  { type: 'xstate.snapshot.submissionLock', snapshot: { hasTag: (tag) => tag === 'locked' } },
];

type Snapshot = { value: unknown; context: { values: { enabled: boolean }; locked: boolean } };
const options = { events: everyEvent, input, serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.values.enabled, state.context.locked]) };

function run(events: AnyEvent[]) {
  const actor = createActor(machine, { input }).start();
  events.forEach((event) => actor.send(event as FormEvent));
  return actor;
}

describe('price alerts form statechart', () => {
  it('reaches every state and takes every transition along the shortest paths followed by each event', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, { ...options, runsIn: { submit: 'submitting' }, ownId: 'priceAlertsForm' });
    expect(missingStates).toEqual([]);
    // A switch is never invalid, so submitting never stops at flagging problems.
    expect(missingTransitions).toEqual(['priceAlertsForm.editing | form.submit | null | ', 'priceAlertsForm.submitted | form.submit | null | ']);
  });
});

describe('price alerts form', () => {
  it('sends the choice and shows what the server saved', async () => {
    const save = vi.fn(async (values: { enabled: boolean }): Promise<PriceAlertsRecord> => ({ priceAlerts: values.enabled }));
    const actor = createActor(withSubmit(priceAlertsFormMachine, save), { input }).start();
    actor.send({ type: 'field.change', field: 'enabled', value: false });
    actor.send({ type: 'form.submit' });
    expect(save).toHaveBeenCalledWith({ enabled: false });
    await waitFor(actor, (snapshot) => snapshot.hasTag('saved'));
    expect(actor.getSnapshot().context.values).toEqual({ enabled: false });
  });

  it('keeps the choice when the save fails, and locks on the third failure', () => {
    const change: AnyEvent = { type: 'field.change', field: 'enabled', value: false };
    const actor = run([change, { type: 'form.submit' }, refused]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({ enabled: false });
    const locked = run([change, ...Array.from({ length: 3 }, () => [{ type: 'form.submit' } as AnyEvent, refused]).flat()]);
    expect(locked.getSnapshot().context.locked).toBe(true);
    locked.send({ type: 'form.submit' });
    expect(locked.getSnapshot().hasTag('busy')).toBe(false);
  });
});
