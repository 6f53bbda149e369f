import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { keepFieldFocus } from '../../../components/form/focus-first-problem';
import { LockedForm } from '../../../components/form/LockedForm';
import { type FormActorRef, useFormField } from '../../../components/form/useFormField';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { Toast } from '../../../ui/Toast';
import { passwordChange } from '../api/settings-actors';
import { settingsFieldProblem } from '../feedback/field-problem';
import * as styles from '../page/SettingsPage.css';
import { passwordChangeInput } from '../../../../machines/password-change/password-change.machine';

const passwordBox = { type: 'password', required: true, maxLength: 50 } as const;

export function PasswordForm() {
  const { t } = useLingui();
  const actorRef = useActorRef(passwordChange, { input: passwordChangeInput, inspect });
  const form: FormActorRef = actorRef;
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const saved = useSelector(actorRef, (snapshot) => snapshot.hasTag('saved'));
  return (
    <>
      <LockedForm form={form} fieldsetClassName={styles.form}>
        <TextField label={t`Contraseña actual`} autoComplete="current-password" {...passwordBox} {...useFormField(form, 'currentPassword', settingsFieldProblem)} />
        <div className={styles.grid}>
          <TextField label={t`Nueva contraseña`} hint={t`Mínimo 8 caracteres.`} autoComplete="new-password" {...passwordBox} {...useFormField(form, 'newPassword', settingsFieldProblem)} />
          <TextField label={t`Repetir nueva contraseña`} autoComplete="new-password" {...passwordBox} {...useFormField(form, 'repeatPassword', settingsFieldProblem)} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={busy} onMouseDown={keepFieldFocus}>
            <Trans>Cambiar contraseña</Trans>
          </Button>
        </div>
      </LockedForm>
      <Toast variant="success" open={saved} onOpenChange={(open) => !open && actorRef.send({ type: 'notice.dismiss' })} title={t`Tu contraseña se cambió`} closeLabel={t`Cerrar`} />
    </>
  );
}
