import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useActorAfterPaint, useDeferredSelector } from '../../../hooks/deferred-actor';
import { openSignIn } from '../../../lib/sign-in-request';
import { Button } from '../../../ui/Button';
import { lazyNamed } from '../../../ui/deferPopup';
import { Spinner } from '../../../ui/Spinner';
import { PartPlaceholder } from '../../../components/deferred/PartPlaceholder';
import { AuthCard } from './AuthCard';
import * as styles from './AuthPage.css';
import { confirmationScreen, loadConfirmationActor, loadResendLinkForm, SCREEN_BEFORE_ACTOR } from './confirmation-screen';

const ResendLinkForm = lazyNamed(loadResendLinkForm, 'ResendLinkForm');

/** /auth/confirm-email?token=: following the e-mailed link activates the account (SPEC §4). */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t } = useLingui();
  // The page is the machine's first state (checking the link) until the actor arrives, just after the first paint.
  const { actor } = useActorAfterPaint(() => loadConfirmationActor().then(({ createConfirmationActor }) => () => createConfirmationActor(token)));
  const screen = useDeferredSelector(actor, confirmationScreen, SCREEN_BEFORE_ACTOR);
  const form = useDeferredSelector(actor, (snapshot) => snapshot.children.resendForm, undefined);
  if (screen === 'checking') return <AuthCard title={t`Confirmando tu correo`}><Spinner label={t`Confirmando tu correo`} /></AuthCard>;
  if (screen === 'confirmed') {
    return (
      <AuthCard title={t`Correo confirmado`}>
        <p className={styles.text}><Trans>Tu cuenta está activa. Ya puedes iniciar sesión.</Trans></p>
        <Button variant="primary" onClick={() => openSignIn()}><Trans>Iniciar sesión</Trans></Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t`Link inválido, por favor revise`}>
      <p className={styles.text}><Trans>El enlace ya se usó o venció. Escribe tu correo y te enviaremos uno nuevo.</Trans></p>
      {screen === 'sent' || !form ? (
        <output className={styles.text}><Trans>Te enviamos un nuevo enlace de confirmación.</Trans></output>
      ) : (
        <Suspense fallback={<PartPlaceholder label={t`Cargando el formulario`} height="6.5rem" />}>
          <ResendLinkForm form={form} />
        </Suspense>
      )}
    </AuthCard>
  );
}
