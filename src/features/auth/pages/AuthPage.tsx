import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { AuthPanel } from '../../../../machines/auth/auth-form';
import { useDocumentTitle } from '../../../hooks/document-title';
import { inspect } from '../../../lib/inspector';
import { safeReturnPath } from '../../../lib/routes';
import { panelOf } from '../../../../machines/auth/auth.machine';
import { createAuthMachine } from '../api/auth-machine';
import { AuthPanels } from '../modal/AuthPanels';
import { PANEL_TITLES } from '../modal/panel-titles';
import { AuthCard } from './AuthCard';

/**
 * /auth/sign-in, /auth/register and /auth/forgot-password: the modal's panels as pages. On a page
 * of its own there is nothing to reload into: a new session goes back where the visitor came from
 * (`returnTo`, e.g. a /user/* page that asked them to sign in), or home.
 */
export function AuthPage({ panel, returnTo }: { panel: AuthPanel; returnTo?: string }) {
  const { t } = useLingui();
  const [machine] = useState(() => createAuthMachine(() => location.assign(safeReturnPath(returnTo))));
  const actorRef = useActorRef(machine, { input: { panel }, inspect });
  const current = useSelector(actorRef, panelOf);
  useDocumentTitle(t(PANEL_TITLES[current]));
  return (
    <AuthCard title={t(PANEL_TITLES[current])}>
      <AuthPanels auth={actorRef} />
    </AuthCard>
  );
}
