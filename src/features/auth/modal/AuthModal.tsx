import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useSyncExternalStore } from 'react';
import { inspect } from '../../../lib/inspector';
import { closeSignIn, signInRequest, subscribeSignInRequest } from '../../../lib/sign-in-request';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { panelOf } from '../../../../machines/auth/auth.machine';
import { createAuthMachine } from '../api/auth-machine';
import { AuthPanels } from './AuthPanels';
import { PANEL_TITLES } from './panel-titles';
import { useEscapeCloses } from './useEscapeCloses';

// SPEC §4: signing in stores the user and reloads; a caller's follow-up (save a favourite) runs first.
const machine = createAuthMachine(async () => {
  await Promise.resolve(signInRequest()?.afterSignIn?.()).catch((error: unknown) => console.error('after sign-in', error));
  location.reload();
});

/**
 * The authentication modal, mounted once for the whole app and opened with openSignIn(). One
 * machine lives as long as the page, so the three-failure lock survives closing the modal.
 */
export function AuthModal() {
  const { t } = useLingui();
  const request = useSyncExternalStore(subscribeSignInRequest, signInRequest, () => null);
  const actorRef = useActorRef(machine, { input: {}, inspect });
  const panel = useSelector(actorRef, panelOf);
  useEffect(() => {
    if (request) actorRef.send({ type: `panel.${request.panel}` });
  }, [request, actorRef]);
  useEscapeCloses(request !== null, closeSignIn);
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && closeSignIn()}>
      <DialogContent size="sm" title={t(PANEL_TITLES[panel])} closeLabel={t`Cerrar`}>
        <AuthPanels auth={actorRef} />
      </DialogContent>
    </Dialog>
  );
}
