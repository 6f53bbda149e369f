import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { IdentificationKind, ProfileRecord, ProfileTextField } from '../../../../machines/profile-form/profile-fields';
import { errorText } from '../../../lib/errors/error-text';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { settingsFieldProblem } from '../feedback/field-problem';
import { focusFirstProblem, keepFieldFocus } from '../feedback/focus-first-problem';
import { FormToasts, type LockRef } from '../feedback/FormToasts';
import * as styles from '../page/SettingsPage.css';
import { useProfileMachine } from './useProfileMachine';

type Props = { profile: ProfileRecord & { email: string } };

export function ProfileForm({ profile }: Props) {
  const { t, i18n } = useLingui();
  const [state, send, actorRef] = useMachine(useProfileMachine(), { input: { profile }, inspect });
  const lock = useSelector(actorRef, (snapshot) => snapshot.children.submissionLock) as LockRef | undefined;
  const { fields, errors } = state.context;
  const busy = state.hasTag('busy');
  const kind = fields.identification;
  const field = (name: ProfileTextField) => {
    const problem = settingsFieldProblem(name, errors[name]);
    return {
      name,
      value: fields[name],
      onChange: (event: { target: { value: string } }) => send({ type: 'field.change', field: name, value: event.target.value }),
      onBlur: () => send({ type: 'field.blur', field: name }),
      error: problem === undefined ? undefined : errorText(i18n, problem),
      readOnly: busy,
    };
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    send({ type: 'form.submit' });
    focusFirstProblem(form, actorRef.getSnapshot().context.errors, ['name', 'lastName', 'telephoneNumber', kind, 'address']);
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset className={styles.form} disabled={state.hasTag('locked')}>
        <div className={styles.grid}>
          <TextField label={t`Nombre`} autoComplete="given-name" maxLength={50} required {...field('name')} />
          <TextField label={t`Apellido`} autoComplete="family-name" maxLength={50} required {...field('lastName')} />
          <TextField label={t`Teléfono`} hint={t`10 dígitos, sin guiones ni espacios.`} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} {...field('telephoneNumber')} />
          <TextField label={t`Correo electrónico`} hint={t`Identifica tu cuenta y no se puede cambiar.`} type="email" value={profile.email} readOnly />
          <Select
            label={t`Identificación`}
            options={[
              { value: 'documentId', label: t`Cédula` },
              { value: 'drivingLicense', label: t`Licencia de conducir` },
            ]}
            value={kind}
            onValueChange={(value) => send({ type: 'identification.change', kind: value as IdentificationKind })}
          />
          {/* One box per kind, so each keeps its own number and its own problem. */}
          <TextField
            key={kind}
            label={kind === 'documentId' ? t`Número de cédula` : t`Número de licencia`}
            hint={t`11 dígitos, sin guiones.`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            {...field(kind)}
          />
        </div>
        <TextField label={t`Dirección`} autoComplete="street-address" maxLength={200} {...field('address')} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={busy} onMouseDown={keepFieldFocus}>
            <Trans>Guardar cambios</Trans>
          </Button>
        </div>
      </fieldset>
      <FormToasts lock={lock} success={{ open: state.matches({ form: 'saved' }), title: t`Tus datos se guardaron`, onClose: () => send({ type: 'notice.dismiss' }) }} />
    </form>
  );
}
