import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { emailConfirmationMachine } from '../../../../machines/email-confirmation/email-confirmation.machine';
import { inspect } from '../../../lib/inspector';
import { openSignIn } from '../../../lib/sign-in-request';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { resendConfirmation, validateToken } from '../api/auth-requests';
import { fieldProblemText } from '../modal/field-problem-text';
import { AuthCard } from './AuthCard';
import * as styles from './AuthPage.css';

const machine = emailConfirmationMachine.provide({
  actors: { validateToken: fromPromise(({ input }) => validateToken(input.token)), resendConfirmation: fromPromise(({ input }) => resendConfirmation(input)) },
});

/** /auth/confirm-email?token=: following the e-mailed link activates the account (SPEC §4). */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const [state, send] = useMachine(machine, { input: { token }, inspect });
  if (state.matches('checking')) return <AuthCard title={t`Confirmando tu correo`}><Spinner label={t`Confirmando tu correo`} /></AuthCard>;
  if (state.matches('confirmed')) {
    return (
      <AuthCard title={t`Correo confirmado`}>
        <p className={styles.text}><Trans>Tu cuenta está activa. Ya puedes iniciar sesión.</Trans></p>
        <Button variant="primary" onClick={() => openSignIn()}><Trans>Iniciar sesión</Trans></Button>
      </AuthCard>
    );
  }
  const problem = fieldProblemText('email', state.context.error ?? undefined);
  return (
    <AuthCard title={t`Link inválido, por favor revise`}>
      <p className={styles.text}><Trans>El enlace ya se usó o venció. Escribe tu correo y te enviaremos uno nuevo.</Trans></p>
      {state.matches({ invalid: 'sent' }) ? (
        <output className={styles.text}><Trans>Te enviamos un nuevo enlace de confirmación.</Trans></output>
      ) : (
        <form noValidate onSubmit={(event) => { event.preventDefault(); send({ type: 'form.submit' }); }}>
          <TextField type="email" autoComplete="email" label={t`Correo electrónico`} required value={state.context.email}
            error={typeof problem === 'object' ? i18n._(problem) : problem}
            onChange={(event) => send({ type: 'email.change', value: event.target.value })} />
          {state.matches({ invalid: 'failed' }) ? <p role="alert"><Trans>No pudimos reenviar el correo, inténtalo de nuevo en unos minutos.</Trans></p> : null}
          <Button type="submit" variant="primary" loading={state.hasTag('busy')}><Trans>Reenviar correo de confirmación</Trans></Button>
        </form>
      )}
    </AuthCard>
  );
}
