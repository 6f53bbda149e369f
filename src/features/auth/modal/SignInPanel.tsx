import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { AuthForm } from './AuthForm';
import * as styles from './AuthPanels.css';
import { ResendConfirmation } from './ResendConfirmation';
import { TermsNote } from './TermsNote';
import type { AuthActorRef, AuthFormRef } from '../api/auth-machine';
import { useAuthField } from './useAuthFields';

/** SPEC §2: e-mail, password, continue, terms, forgot password, create account, Google. */
export function SignInPanel({ auth, form }: { auth: AuthActorRef; form: AuthFormRef }) {
  const { t } = useLingui();
  const email = useAuthField(form, 'email');
  const password = useAuthField(form, 'password');
  const submitting = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const withGoogle = useSelector(auth, (snapshot) => snapshot.matches({ signIn: 'googleSigningIn' }));
  const unconfirmed = useSelector(auth, (snapshot) => snapshot.matches({ signIn: 'unconfirmed' }));
  return (
    <AuthForm form={form} label={t`Iniciar sesión`}>
      <TextField type="email" autoComplete="email" label={t`Correo electrónico`} required {...email} />
      <TextField type="password" autoComplete="current-password" label={t`Contraseña`} required {...password} />
      <Button variant="link" size="sm" className={styles.forgot} onClick={() => auth.send({ type: 'panel.recover' })}>
        <Trans>¿Olvidaste tu contraseña?</Trans>
      </Button>
      {unconfirmed ? (
        <div className={styles.notice}>
          <output>
            <Trans>Tu correo aún no está confirmado. Sigue el enlace que te enviamos para activar tu cuenta.</Trans>
          </output>
          <ResendConfirmation auth={auth} />
        </div>
      ) : null}
      <Button type="submit" variant="primary" fullWidth loading={submitting}>
        <Trans>Continuar</Trans>
      </Button>
      <TermsNote />
      <p className={styles.divider}>
        <Trans>o</Trans>
      </p>
      <Button variant="secondary" fullWidth loading={withGoogle} onClick={() => auth.send({ type: 'google.start' })}>
        <Trans>Continuar con Google</Trans>
      </Button>
      <p className={styles.note}>
        <Trans>¿No tienes cuenta?</Trans>{' '}
        <Button variant="link" size="sm" onClick={() => auth.send({ type: 'panel.register' })}>
          <Trans>Crear cuenta</Trans>
        </Button>
      </p>
    </AuthForm>
  );
}
