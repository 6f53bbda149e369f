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
import { fieldChange } from '../../../../machines/form/form-events';
import type { AuthValues } from '../../../../machines/auth/auth-form';
import type { AuthActorRef, AuthFormRef } from '../api/auth-machine';
import { useAuthField } from './useAuthFields';

/** SPEC §2: first and last name, e-mail, password twice, the terms box and a way back to sign in. */
export function RegisterPanel({ auth, form }: { auth: AuthActorRef; form: AuthFormRef }) {
  const { t, i18n } = useLingui();
  const name = useAuthField(form, 'name');
  const lastName = useAuthField(form, 'lastName');
  const email = useAuthField(form, 'email');
  const password = useAuthField(form, 'password');
  const confirmPassword = useAuthField(form, 'confirmPassword');
  const accepted = useSelector(form, (snapshot) => snapshot.context.values.acceptTerms);
  const termsCode = useSelector(form, (snapshot) => snapshot.context.problems.acceptTerms);
  const termsProblem = fieldProblemText('acceptTerms', termsCode);
  const submitting = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  return (
    <AuthForm form={form} label={t`Crear cuenta`}>
      <TextField autoComplete="given-name" label={t`Nombre`} required maxLength={50} {...name} />
      <TextField autoComplete="family-name" label={t`Apellido`} required maxLength={50} {...lastName} />
      <TextField type="email" autoComplete="email" label={t`Correo electrónico`} required maxLength={50} {...email} />
      <TextField type="password" autoComplete="new-password" label={t`Contraseña`} required maxLength={50} {...password} />
      <TextField type="password" autoComplete="new-password" label={t`Confirmar contraseña`} required maxLength={50} {...confirmPassword} />
      <Checkbox
        name="acceptTerms"
        checked={accepted}
        onCheckedChange={(checked) => form.send(fieldChange<AuthValues, 'acceptTerms'>('acceptTerms', checked === true))}
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
        <Button variant="link" size="sm" onClick={() => auth.send({ type: 'panel.signIn' })}>
          <Trans>Inicia sesión</Trans>
        </Button>
      </p>
    </AuthForm>
  );
}
