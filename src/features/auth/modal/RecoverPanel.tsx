import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { AuthForm } from './AuthForm';
import * as styles from './AuthPanels.css';
import { useAuthField, type AuthActorRef } from './useAuthField';

/** SPEC §2: the e-mail to send a reset link to, continue, and back to sign in. */
export function RecoverPanel({ actorRef }: { actorRef: AuthActorRef }) {
  const { t } = useLingui();
  const email = useAuthField(actorRef, 'email');
  const submitting = useSelector(actorRef, (state) => state.hasTag('busy'));
  return (
    <AuthForm actorRef={actorRef} label={t`Recuperar contraseña`}>
      <p className={styles.note}>
        <Trans>Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.</Trans>
      </p>
      <TextField type="email" autoComplete="email" label={t`Correo electrónico`} required {...email} />
      <Button type="submit" variant="primary" fullWidth loading={submitting}>
        <Trans>Continuar</Trans>
      </Button>
      <Button variant="link" size="sm" onClick={() => actorRef.send({ type: 'panel.signIn' })}>
        <Trans>Volver a iniciar sesión</Trans>
      </Button>
    </AuthForm>
  );
}
