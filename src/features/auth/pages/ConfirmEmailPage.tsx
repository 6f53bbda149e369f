import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { emailConfirmationMachine, resendForm } from '../../../../machines/email-confirmation/email-confirmation.machine';
import { withSubmit } from '../../../../machines/form/form.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { inspect } from '../../../lib/inspector';
import { openSignIn } from '../../../lib/sign-in-request';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { resendConfirmation, validateToken } from '../api/auth-requests';
import { AuthCard } from './AuthCard';
import * as styles from './AuthPage.css';
import { ResendLinkForm } from './ResendLinkForm';

const machine = emailConfirmationMachine.provide({
  actors: {
    validateToken: fromPromise(({ input }) => validateToken(input.token)),
    resendForm: withSubmit(resendForm.provide({ actors: { submissionLock: visitLock('email-confirmation', () => sessionStorage) } }), resendConfirmation),
  },
});

/** /auth/confirm-email?token=: following the e-mailed link activates the account (SPEC §4). */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t } = useLingui();
  const actorRef = useActorRef(machine, { input: { token }, inspect });
  const screen = useSelector(actorRef, (snapshot) => (snapshot.matches('checking') ? 'checking' : snapshot.matches('confirmed') ? 'confirmed' : snapshot.matches({ invalid: 'sent' }) ? 'sent' : 'invalid'));
  const form = useSelector(actorRef, (snapshot) => snapshot.children.resendForm);
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
        <ResendLinkForm form={form} />
      )}
    </AuthCard>
  );
}
