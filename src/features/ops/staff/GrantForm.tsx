import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { roleGrantForm } from '../../../../machines/role-grant/role-grant.machine';
import { keepFieldFocus } from '../../../components/form/focus-first-problem';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { roleGrant } from '../api/ops-actors';
import { refetchStaff } from '../api/staff-query';
import { grantProblem, roleName, STAFF_ROLES } from './role-words';
import * as styles from './Staff.css';

/** An admin gives a role to an account by its e-mail; the person signs up first. */
export function GrantForm() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const actorRef = useActorRef(roleGrant.provide({ actions: { staffChanged: () => void refetchStaff(queryClient) } }), { inspect });
  const form = useSelector(actorRef, (snapshot) => snapshot.children.roleGrantForm);
  const noAccount = useSelector(actorRef, (snapshot) => snapshot.matches('noAccount'));
  const granted = useSelector(actorRef, (snapshot) => (snapshot.matches('granted') ? snapshot.context.granted : null));
  const edited = () => actorRef.send({ type: 'grant.edit' });
  const givenRole = granted ? roleName(i18n, granted.role) : '';
  const givenTo = granted?.email ?? '';
  return (
    <section aria-labelledby="ops-grant-title" className={styles.panel}>
      <h3 id="ops-grant-title" className={styles.subtitle}>
        <Trans>Dar un rol</Trans>
      </h3>
      {form ? <GrantFields form={form} noAccount={noAccount} onEdit={edited} /> : null}
      {/* Always there, so the news of a grant is announced when it arrives. */}
      <output className={styles.notice}>
        {granted ? (
          <Trans>
            Rol {givenRole} dado a {givenTo}.
          </Trans>
        ) : null}
      </output>
      <p className={styles.email}>
        <Trans>Quien no tiene cuenta se registra primero en Ola Cars.</Trans>
      </p>
    </section>
  );
}

type FieldsProps = { form: ActorRefFrom<typeof roleGrantForm>; noAccount: boolean; onEdit: () => void };

function GrantFields({ form, noAccount, onEdit }: FieldsProps) {
  const { t, i18n } = useLingui();
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const role = useSelector(form, (snapshot) => snapshot.context.values.role);
  const email = useFormField(form, 'email', grantProblem);
  const options = STAFF_ROLES.map((each) => ({ value: each, label: roleName(i18n, each) }));
  return (
    <LockedForm form={form} labelledBy="ops-grant-title" fieldsetClassName={styles.grantFields}>
      <TextField
        type="email"
        autoComplete="off"
        label={t`Correo de la cuenta`}
        maxLength={50}
        required
        {...email}
        error={email.error ?? (noAccount ? t`Ninguna cuenta tiene este correo; la persona se registra primero.` : undefined)}
        onChange={(event) => {
          email.onChange(event);
          onEdit();
        }}
      />
      <Select
        label={t`Rol`}
        options={options}
        value={role}
        required
        onValueChange={(value) => {
          form.send({ type: 'field.change', field: 'role', value });
          onEdit();
        }}
      />
      <Button type="submit" variant="primary" loading={busy} onMouseDown={keepFieldFocus}>
        <Trans>Dar rol</Trans>
      </Button>
    </LockedForm>
  );
}
