import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { appInstallMachine } from '../../../machines/app-install/app-install.machine';
import { inspect } from '../../lib/inspector';
import { appleMobile, installPromptAvailable, promptInstall, runningStandalone, subscribeInstallPrompt } from '../../lib/pwa/install-prompt';

const installMachine = appInstallMachine.provide({ actors: { promptInstall: fromPromise(promptInstall) } });

export type InstallView = 'checking' | 'installable' | 'prompting' | 'accepted' | 'dismissed' | 'instructions' | 'installed' | 'unsupported';

/** The install statechart fed by the browser's announcements, kept since the visit began. */
export function useAppInstall() {
  const actor = useActorRef(installMachine, { input: { standalone: runningStandalone(), appleMobile: appleMobile() }, inspect });
  useEffect(() => {
    if (installPromptAvailable()) actor.send({ type: 'install.available' });
    return subscribeInstallPrompt(({ installed }) => actor.send({ type: installed ? 'install.installed' : 'install.available' }));
  }, [actor]);
  const view = useSelector(actor, (snapshot) => snapshot.value as InstallView);
  return { view, prompt: () => actor.send({ type: 'install.prompt' }) };
}
