import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { appInstallMachine, type AppInstallInput, type InstallChoice } from './app-install.machine';

const waited = { type: 'xstate.after.announcementWait.appInstall.checking' };
const everyEvent = [
  { type: 'install.available' },
  { type: 'install.prompt' },
  { type: 'install.installed' },
  waited,
  { type: 'xstate.done.actor.promptInstall', output: 'accepted' },
  { type: 'xstate.done.actor.promptInstall', output: 'dismissed' },
  { type: 'xstate.error.actor.promptInstall', error: new Error('already used') },
];
const visits: AppInstallInput[] = [
  { standalone: false, appleMobile: false },
  { standalone: false, appleMobile: true },
  { standalone: true, appleMobile: false },
];
const serializeState = (state: { value: unknown }) => JSON.stringify(state.value);

function start(input: AppInstallInput, choose: () => Promise<InstallChoice>) {
  const promptInstall = vi.fn(choose);
  const machine = appInstallMachine.provide({ actors: { promptInstall: fromPromise(promptInstall) } });
  return { actor: createActor(machine, { input }).start(), promptInstall };
}
const desktop = visits[0]!;

describe('app install statechart', () => {
  it('reaches every state and takes every transition over the three kinds of visit', () => {
    const missing = visits.map((input) =>
      shortestPathsCoverage(appInstallMachine, { events: everyEvent, input, serializeState, ownId: 'appInstall', runsIn: { promptInstall: 'prompting' } }),
    );
    const everywhere = (key: 'missingStates' | 'missingTransitions') => missing.map((result) => new Set(result[key])).reduce((a, b) => new Set([...a].filter((x) => b.has(x))));
    expect([...everywhere('missingStates')]).toEqual([]);
    expect([...everywhere('missingTransitions')]).toEqual([]);
  });
});

describe('app install', () => {
  it('says the app is installed when the page runs standalone, and gives Apple devices the steps', () => {
    expect(start({ standalone: true, appleMobile: true }, async () => 'accepted').actor.getSnapshot().value).toBe('installed');
    expect(start({ standalone: false, appleMobile: true }, async () => 'accepted').actor.getSnapshot().value).toBe('instructions');
  });

  it('offers the prompt once the browser announces it, and follows the visitor’s choice', async () => {
    const { actor, promptInstall } = start(desktop, async () => 'accepted');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'install.available' });
    actor.send({ type: 'install.prompt' });
    await waitFor(actor, (snapshot) => snapshot.matches('accepted'));
    expect(promptInstall).toHaveBeenCalledTimes(1);
    actor.send({ type: 'install.installed' });
    expect(actor.getSnapshot().value).toBe('installed');
  });

  it('after a dismissal waits for a new announcement before offering the prompt again', async () => {
    const { actor } = start(desktop, async () => 'dismissed');
    actor.send({ type: 'install.available' });
    actor.send({ type: 'install.prompt' });
    await waitFor(actor, (snapshot) => snapshot.matches('dismissed'));
    expect(actor.getSnapshot().can({ type: 'install.prompt' })).toBe(false);
    actor.send({ type: 'install.available' });
    expect(actor.getSnapshot().value).toBe('installable');
  });

  it('gives up checking when no announcement comes, and still listens for a late one', () => {
    vi.useFakeTimers();
    try {
      const { actor } = start(desktop, async () => 'accepted');
      vi.advanceTimersByTime(1500);
      expect(actor.getSnapshot().value).toBe('unsupported');
      actor.send({ type: 'install.available' });
      expect(actor.getSnapshot().value).toBe('installable');
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats a prompt that fails to open as spent', async () => {
    const { actor } = start(desktop, async () => {
      throw new Error('prompt() can only be called once');
    });
    actor.send({ type: 'install.available' });
    actor.send({ type: 'install.prompt' });
    await waitFor(actor, (snapshot) => snapshot.matches('unsupported'));
  });
});
