import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { cookieConsentMachine, type ConsentAnswer, type CookieConsentEvent } from './cookie-consent.machine';

const everyEvent: CookieConsentEvent[] = [{ type: 'consent.accept' }, { type: 'consent.refuse' }];
const inputs = [{ answeredBefore: null }, { answeredBefore: 'accepted' as const }, { answeredBefore: 'refused' as const }];

const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) =>
  path.steps.map((step) => step.event).filter((event): event is CookieConsentEvent => event.type.startsWith('consent.'));

function startWith(answeredBefore: ConsentAnswer | null) {
  const rememberAnswer = vi.fn();
  const actor = createActor(cookieConsentMachine.provide({ actions: { rememberAnswer } }), { input: { answeredBefore } }).start();
  return { actor, rememberAnswer };
}

describe('cookie consent statechart', () => {
  it('reaches every state and takes every transition over the three kinds of visitor', () => {
    const states = new Set<string>();
    const transitions = new Set<string>();
    for (const input of inputs) {
      const shortest = getShortestPaths(cookieConsentMachine, { events: everyEvent, input });
      const simple = getSimplePaths(cookieConsentMachine, { events: everyEvent, input });
      const visited = replay(cookieConsentMachine, [...shortest, ...simple].map(eventsOf), input);
      visited.states.forEach((state) => states.add(state));
      visited.transitions.forEach((transition) => transitions.add(transition));
    }
    expect(states).toEqual(declaredStates(cookieConsentMachine));
    expect(transitions).toEqual(declaredTransitions(cookieConsentMachine));
  });

  it('shows the banner to a first-time visitor and remembers the acceptance', () => {
    const { actor, rememberAnswer } = startWith(null);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    actor.send({ type: 'consent.accept' });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    expect(rememberAnswer).toHaveBeenCalledWith(expect.anything(), { answer: 'accepted' });
  });

  it('remembers a refusal too, so the banner does not ask again', () => {
    const { actor, rememberAnswer } = startWith(null);
    actor.send({ type: 'consent.refuse' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(rememberAnswer).toHaveBeenCalledWith(expect.anything(), { answer: 'refused' });
  });

  it('keeps the banner hidden for a visitor who answered before, without storing again', () => {
    for (const answer of ['accepted', 'refused'] as const) {
      const { actor, rememberAnswer } = startWith(answer);
      expect(actor.getSnapshot().value).toBe(answer);
      expect(actor.getSnapshot().hasTag('visible')).toBe(false);
      expect(rememberAnswer).not.toHaveBeenCalled();
    }
  });
});
