import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useActorAfterPaint, useDeferredSelector } from '../../../hooks/deferred-actor';
import { AUTH_FORGOT_PASSWORD } from '../../../lib/routes';
import { openSignIn } from '../../../lib/sign-in-request';
import { Button } from '../../../ui/Button';
import { lazyNamed } from '../../../ui/deferPopup';
import { Spinner } from '../../../ui/Spinner';
import { PartPlaceholder } from '../../../components/deferred/PartPlaceholder';
import { AuthCard } from './AuthCard';
import * as styles from './AuthPage.css';
import { loadNewPasswordForm, loadResetActor, RESET_SCREEN_BEFORE_ACTOR, resetScreen } from './reset-screen';

const NewPasswordForm = lazyNamed(loadNewPasswordForm, 'NewPasswordForm');

/** /auth/reset-password?token=: the e-mailed link, a new password, then sign in (SPEC §4). */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useLingui();
  // The page is the machine's first state (checking the link) until the actor arrives, just after the first paint.
  const { actor } = useActorAfterPaint(() => loadResetActor().then(({ createResetActor }) => () => createResetActor(token)));
  const state = useDeferredSelector(actor, resetScreen, RESET_SCREEN_BEFORE_ACTOR);
  const form = useDeferredSelector(actor, (snapshot) => snapshot.children.newPasswordForm, undefined);
  if (state === 'checking') return <AuthCard title={t`Nueva contraseña`}><Spinner label={t`Revisando el enlace`} /></AuthCard>;
  if (state === 'invalid') {
    return (
      <AuthCard title={t`Link inválido, por favor revise`}>
        <p className={styles.text}><Trans>El enlace ya se usó o venció. Pide uno nuevo.</Trans></p>
        <Link to={AUTH_FORGOT_PASSWORD}><Trans>Recuperar contraseña</Trans></Link>
      </AuthCard>
    );
  }
  if (state === 'done') {
    return (
      <AuthCard title={t`Contraseña actualizada`}>
        <p className={styles.text}><Trans>Tu nueva contraseña está lista. Inicia sesión para continuar.</Trans></p>
        <Button variant="primary" onClick={() => openSignIn()}><Trans>Iniciar sesión</Trans></Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t`Nueva contraseña`}>
      {form ? (
        <Suspense fallback={<PartPlaceholder label={t`Cargando el formulario`} height="12rem" />}>
          <NewPasswordForm form={form} />
        </Suspense>
      ) : null}
    </AuthCard>
  );
}
