import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { failureCode } from '../../../../machines/form/failure-code';
import { withSubmit } from '../../../../machines/form/form.machine';
import { newPasswordForm, passwordResetMachine } from '../../../../machines/password-reset/password-reset.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { inspect } from '../../../lib/inspector';
import { AUTH_FORGOT_PASSWORD } from '../../../lib/routes';
import { openSignIn } from '../../../lib/sign-in-request';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { completePasswordReset, validateToken } from '../api/auth-requests';
import { AuthCard } from './AuthCard';
import * as styles from './AuthPage.css';
import { NewPasswordForm } from './NewPasswordForm';

const machine = passwordResetMachine.provide({
  actors: {
    validateToken: fromPromise(({ input }) => validateToken(input.token)),
    newPasswordForm: withSubmit(newPasswordForm.provide({ actors: { submissionLock: visitLock('password-reset', () => sessionStorage) } }), async (input) => {
      try {
        await completePasswordReset(input);
        return 'reset';
      } catch (error) {
        // A used or expired link is the page's answer, not a failure the lock should count.
        if (failureCode(error) === 'INVALID_TOKEN') return 'link_refused';
        throw error;
      }
    }),
  },
});

/** /auth/reset-password?token=: the e-mailed link, a new password, then sign in (SPEC §4). */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useLingui();
  const actorRef = useActorRef(machine, { input: { token }, inspect });
  const state = useSelector(actorRef, (snapshot) => snapshot.value);
  const form = useSelector(actorRef, (snapshot) => snapshot.children.newPasswordForm);
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
      {form ? <NewPasswordForm form={form} /> : null}
    </AuthCard>
  );
}
