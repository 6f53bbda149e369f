import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { TERMS } from '../../../lib/routes';
import { closeSignIn } from '../../../lib/sign-in-request';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import { AuthForm } from './AuthForm';
import * as styles from './AuthPanels.css';
import { fieldProblemText } from './field-problem-text';
import { useAuthField, type AuthActorRef } from './useAuthField';

/** SPEC §2: first and last name, e-mail, password twice, the terms box and a way back to sign in. */
export function RegisterPanel({ actorRef }: { actorRef: AuthActorRef }) {
  const { t, i18n } = useLingui();
  const name = useAuthField(actorRef, 'name');
  const lastName = useAuthField(actorRef, 'lastName');
  const email = useAuthField(actorRef, 'email');
  const password = useAuthField(actorRef, 'password');
  const confirmPassword = useAuthField(actorRef, 'confirmPassword');
  const accepted = useSelector(actorRef, (state) => state.context.fields.acceptTerms);
  const termsCode = useSelector(actorRef, (state) => state.context.errors.acceptTerms);
  const termsProblem = fieldProblemText('acceptTerms', termsCode);
  const submitting = useSelector(actorRef, (state) => state.hasTag('busy'));
  return (
    <AuthForm actorRef={actorRef} label={t`Crear cuenta`}>
      <TextField autoComplete="given-name" label={t`Nombre`} required maxLength={50} {...name} />
      <TextField autoComplete="family-name" label={t`Apellido`} required maxLength={50} {...lastName} />
      <TextField type="email" autoComplete="email" label={t`Correo electrónico`} required maxLength={50} {...email} />
      <TextField type="password" autoComplete="new-password" label={t`Contraseña`} required maxLength={50} {...password} />
      <TextField type="password" autoComplete="new-password" label={t`Confirmar contraseña`} required maxLength={50} {...confirmPassword} />
      <Checkbox
        name="acceptTerms"
        checked={accepted}
        onCheckedChange={(checked) => actorRef.send({ type: 'terms.change', accepted: checked === true })}
        error={typeof termsProblem === 'object' ? i18n._(termsProblem) : termsProblem}
        label={
          <Trans>
            Acepto los{' '}
            <Link to={TERMS} onClick={closeSignIn}>
              términos y condiciones
            </Link>{' '}
            y la política de privacidad
          </Trans>
        }
      />
      <Button type="submit" variant="primary" fullWidth loading={submitting}>
        <Trans>Crear cuenta</Trans>
      </Button>
      <p className={styles.note}>
        <Trans>¿Ya tienes cuenta?</Trans>{' '}
        <Button variant="link" size="sm" onClick={() => actorRef.send({ type: 'panel.signIn' })}>
          <Trans>Inicia sesión</Trans>
        </Button>
      </p>
    </AuthForm>
  );
}
