import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { PasswordField } from '../../../../machines/password-change/password-fields';
import { errorText } from '../../../lib/errors/error-text';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { settingsFieldProblem } from '../feedback/field-problem';
import { focusFirstProblem, keepFieldFocus } from '../feedback/focus-first-problem';
import { FormToasts, type LockRef } from '../feedback/FormToasts';
import * as styles from '../page/SettingsPage.css';
import { passwordMachine } from './password-machine';

export function PasswordForm() {
  const { t, i18n } = useLingui();
  const [state, send, actorRef] = useMachine(passwordMachine, { inspect });
  const lock = useSelector(actorRef, (snapshot) => snapshot.children.submissionLock) as LockRef | undefined;
  const { fields, errors } = state.context;
  const busy = state.hasTag('busy');
  const field = (name: PasswordField) => {
    const problem = settingsFieldProblem(name, errors[name]);
    return {
      name,
      type: 'password',
      value: fields[name],
      onChange: (event: { target: { value: string } }) => send({ type: 'field.change', field: name, value: event.target.value }),
      onBlur: () => send({ type: 'field.blur', field: name }),
      error: problem === undefined ? undefined : errorText(i18n, problem),
      readOnly: busy,
      required: true,
      maxLength: 50,
    };
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    send({ type: 'form.submit' });
    focusFirstProblem(form, actorRef.getSnapshot().context.errors, ['currentPassword', 'newPassword', 'repeatPassword']);
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset className={styles.form} disabled={state.hasTag('locked')}>
        <TextField label={t`Contraseña actual`} autoComplete="current-password" {...field('currentPassword')} />
        <div className={styles.grid}>
          <TextField label={t`Nueva contraseña`} hint={t`Mínimo 8 caracteres.`} autoComplete="new-password" {...field('newPassword')} />
          <TextField label={t`Repetir nueva contraseña`} autoComplete="new-password" {...field('repeatPassword')} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={busy} onMouseDown={keepFieldFocus}>
            <Trans>Cambiar contraseña</Trans>
          </Button>
        </div>
      </fieldset>
      <FormToasts lock={lock} success={{ open: state.matches({ form: 'changed' }), title: t`Tu contraseña se cambió`, onClose: () => send({ type: 'notice.dismiss' }) }} />
    </form>
  );
}
