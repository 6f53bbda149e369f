import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { cookieConsentMachine, type CookieConsentEvent } from './cookie-consent.machine';

const everyEvent: CookieConsentEvent[] = [{ type: 'consent.accept' }];
const inputs = [{ acceptedBefore: false }, { acceptedBefore: true }];

const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) =>
  path.steps.map((step) => step.event).filter((event): event is CookieConsentEvent => event.type === 'consent.accept');

function startWith(acceptedBefore: boolean) {
  const rememberConsent = vi.fn();
  const actor = createActor(cookieConsentMachine.provide({ actions: { rememberConsent } }), {
    input: { acceptedBefore },
  }).start();
  return { actor, rememberConsent };
}

describe('cookie consent statechart', () => {
  it('reaches every state and takes every transition over both kinds of visitor', () => {
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
    const { actor, rememberConsent } = startWith(false);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    actor.send({ type: 'consent.accept' });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    expect(rememberConsent).toHaveBeenCalledTimes(1);
  });

  it('keeps the banner hidden for a visitor who accepted before, without storing again', () => {
    const { actor, rememberConsent } = startWith(true);
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    expect(rememberConsent).not.toHaveBeenCalled();
  });
});
