import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { newsletterLinkMachine } from './newsletter-link.machine';

const never = () => new Promise<boolean>(() => undefined);
const input = { token: 'tok' };

function following(follow: (token: string) => Promise<boolean>) {
  return createActor(newsletterLinkMachine.provide({ actors: { followLink: fromPromise(({ input }) => follow(input.token)) } }), { input }).start();
}

describe('newsletter link statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(newsletterLinkMachine.provide({ actors: { followLink: fromPromise(never) } }), {
      events: [
        { type: 'xstate.done.actor.followLink', output: true },
        { type: 'xstate.done.actor.followLink', output: false },
        { type: 'xstate.error.actor.followLink', error: new Error('offline') },
        { type: 'link.retry' },
      ],
      input,
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { followLink: 'following' },
      ownId: 'newsletterLink',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('newsletter link', () => {
  it('follows the link with its token as the page opens, and ends on the server’s yes or no', async () => {
    const yes = vi.fn(async () => true);
    const accepted = following(yes);
    expect(accepted.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(accepted, (snapshot) => snapshot.matches('done'));
    expect(yes).toHaveBeenCalledWith('tok');
    const refused = following(async () => false);
    await waitFor(refused, (snapshot) => snapshot.matches('refused'));
    expect(refused.getSnapshot().status).toBe('done');
  });

  it('tries the same link again after a failed call, without the e-mail', async () => {
    const follow = vi.fn<(token: string) => Promise<boolean>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(true);
    const actor = following(follow);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'link.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(follow).toHaveBeenNthCalledWith(2, 'tok');
  });
});
