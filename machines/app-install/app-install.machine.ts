import { fromPromise, setup } from 'xstate';

/** What the browser says about this visit before any install event can arrive. */
export type AppInstallInput = { standalone: boolean; appleMobile: boolean };
export type InstallChoice = 'accepted' | 'dismissed';
export type AppInstallEvent = { type: 'install.available' } | { type: 'install.prompt' } | { type: 'install.installed' };

/**
 * 'Install the web app' on the /app page. Chromium browsers announce that the site can be installed
 * (beforeinstallprompt) and let the page open their prompt once per announcement; Safari on iPhone
 * and iPad never announces it, so it gets the Share → Add to Home Screen steps; a page already
 * running as the installed app says so. The announcement may come late (after the wait, or after
 * a dismissal), so unsupported and dismissed listen for it too.
 */
export const appInstallMachine = setup({
  types: {
    input: {} as AppInstallInput,
    context: {} as AppInstallInput,
    events: {} as AppInstallEvent,
    tags: {} as 'busy',
  },
  guards: {
    runningStandalone: ({ context }) => context.standalone,
    appleMobile: ({ context }) => context.appleMobile,
    choiceAccepted: (_, params: { choice: InstallChoice }) => params.choice === 'accepted',
  },
  actors: {
    // The feature opens the browser's own prompt and answers with the visitor's choice.
    promptInstall: fromPromise<InstallChoice>(async () => 'dismissed'),
  },
  delays: {
    // Chromium announces installability shortly after load; past this the page stops saying 'checking'.
    announcementWait: 1500,
  },
}).createMachine({
  id: 'appInstall',
  context: ({ input }) => ({ standalone: input.standalone, appleMobile: input.appleMobile }),
  initial: 'checking',
  on: { 'install.installed': '.installed' },
  states: {
    checking: {
      tags: ['busy'],
      always: [
        { guard: 'runningStandalone', target: 'installed' },
        { guard: 'appleMobile', target: 'instructions' },
      ],
      on: { 'install.available': 'installable' },
      after: { announcementWait: 'unsupported' },
    },
    installable: { on: { 'install.prompt': 'prompting' } },
    prompting: {
      tags: ['busy'],
      invoke: {
        id: 'promptInstall',
        src: 'promptInstall',
        onDone: [
          { guard: { type: 'choiceAccepted', params: ({ event }) => ({ choice: event.output }) }, target: 'accepted' },
          { target: 'dismissed' },
        ],
        // The announcement is spent: only a new one can open the prompt again.
        onError: 'unsupported',
      },
    },
    accepted: {},
    dismissed: { on: { 'install.available': 'installable' } },
    instructions: {},
    unsupported: { on: { 'install.available': 'installable' } },
    installed: {},
  },
});
