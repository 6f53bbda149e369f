import { useEffect, useEffectEvent } from 'react';
import { useActorAfterPaint, useDeferredSelector } from '../../hooks/deferred-actor';
import { installPromptAvailable, subscribeInstallPrompt } from '../../lib/pwa/install-prompt';
import { installView, VIEW_BEFORE_ACTOR } from './install-view';

const loadInstallActor = () => import('./install-actor');

/**
 * The install statechart fed by the browser's announcements, kept since the visit began. Until it
 * arrives, just after the first paint, the section shows its first state (checking), and an
 * announcement heard meanwhile waits for it.
 */
export function useAppInstall() {
  const { actor, send } = useActorAfterPaint(() => loadInstallActor().then(({ createInstallActor }) => createInstallActor));
  // One subscription for the page's life, whether the actor has arrived or not.
  const announce = useEffectEvent((installed: boolean) => send({ type: installed ? 'install.installed' : 'install.available' }));
  useEffect(() => {
    if (installPromptAvailable()) announce(false);
    return subscribeInstallPrompt(({ installed }) => announce(installed));
  }, []);
  const view = useDeferredSelector(actor, installView, VIEW_BEFORE_ACTOR);
  return { view, prompt: () => send({ type: 'install.prompt' }) };
}
