import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { profileFormInput } from '../../../../machines/profile-form/profile-form.machine';
import type { IdentificationKind, ProfileRecord } from '../../../../machines/profile-form/profile-fields';
import { keepFieldFocus } from '../../../components/form/focus-first-problem';
import { LockedForm } from '../../../components/form/LockedForm';
import { type FormActorRef, useFormField } from '../../../components/form/useFormField';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { Toast } from '../../../ui/Toast';
import { profileSaving } from '../api/settings-actors';
import { settingsFieldProblem } from '../feedback/field-problem';
import * as styles from '../page/SettingsPage.css';

type Props = { profile: ProfileRecord & { email: string } };

export function ProfileForm({ profile }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const machine = useMemo(() => profileSaving(queryClient), [queryClient]);
  const actorRef = useActorRef(machine, { input: profileFormInput(profile), inspect });
  const form: FormActorRef = actorRef;
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const saved = useSelector(actorRef, (snapshot) => snapshot.hasTag('saved'));
  const kind = useSelector(actorRef, (snapshot) => snapshot.context.values.identification);
  const field = (name: string) => useFormField(form, name, settingsFieldProblem);
  return (
    <>
      <LockedForm form={form} fieldsetClassName={styles.form}>
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
            onValueChange={(value) => actorRef.send({ type: 'field.change', field: 'identification', value: value as IdentificationKind })}
          />
          {/* One box per kind, so each keeps its own number and its own problem. */}
          <IdentificationNumber key={kind} form={form} kind={kind} />
        </div>
        <TextField label={t`Dirección`} autoComplete="street-address" maxLength={200} {...field('address')} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={busy} onMouseDown={keepFieldFocus}>
            <Trans>Guardar cambios</Trans>
          </Button>
        </div>
      </LockedForm>
      <Toast variant="success" open={saved} onOpenChange={(open) => !open && actorRef.send({ type: 'notice.dismiss' })} title={t`Tus datos se guardaron`} closeLabel={t`Cerrar`} />
    </>
  );
}

/** The box of the chosen identification; its own component, since the field it binds changes with the kind. */
function IdentificationNumber({ form, kind }: { form: FormActorRef; kind: IdentificationKind }) {
  const { t } = useLingui();
  return (
    <TextField
      label={kind === 'documentId' ? t`Número de cédula` : t`Número de licencia`}
      hint={t`11 dígitos, sin guiones.`}
      inputMode="numeric"
      autoComplete="off"
      maxLength={11}
      {...useFormField(form, kind, settingsFieldProblem)}
    />
  );
}
