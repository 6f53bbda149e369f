import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import type { AuthActorRef, AuthFormRef } from '../api/auth-machine';
import { AuthForm } from './AuthForm';
import * as styles from './AuthPanels.css';
import { useAuthField } from './useAuthFields';

/** SPEC §2: the e-mail to send a reset link to, continue, and back to sign in. */
export function RecoverPanel({ auth, form }: { auth: AuthActorRef; form: AuthFormRef }) {
  const { t } = useLingui();
  const email = useAuthField(form, 'email');
  const submitting = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  return (
    <AuthForm form={form} label={t`Recuperar contraseña`}>
      <p className={styles.note}>
        <Trans>Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.</Trans>
      </p>
      <TextField type="email" autoComplete="email" label={t`Correo electrónico`} required {...email} />
      <Button type="submit" variant="primary" fullWidth loading={submitting}>
        <Trans>Continuar</Trans>
      </Button>
      <Button variant="link" size="sm" onClick={() => auth.send({ type: 'panel.signIn' })}>
        <Trans>Volver a iniciar sesión</Trans>
      </Button>
    </AuthForm>
  );
}
