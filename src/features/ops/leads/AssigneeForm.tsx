import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { leadAssignForm } from '../../../../machines/lead-actions/lead-actions.machine';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { TextField } from '../../../ui/TextField';
import { leadProblem } from './lead-words';
import * as styles from './Leads.css';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';

/** Another member of staff's e-mail to hand the lead to; an empty box hands it back to nobody. */
export function AssigneeForm({ form, who, onCancel }: { form: ActorRefFrom<typeof leadAssignForm>; who: string; onCancel: () => void }) {
  const { t } = useLingui();
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const box = useRef<HTMLInputElement>(null);
  // The box replaces the button that opened it: focus follows.
  useEffect(() => box.current?.focus(), []);
  return (
    <LockedForm form={form} label={t`Asignar ${who}`} className={styles.form} fieldsetClassName={styles.fieldset}>
      <TextField
        type="email"
        label={t`Correo de la persona del equipo`}
        hint={t`Déjalo vacío para que no lo tenga nadie.`}
        autoComplete="off"
        maxLength={254}
        ref={box}
        {...useFormField(form, 'email', leadProblem)}
      />
      <div className={styles.actions}>
        <SubmitOrCancel busy={busy} onCancel={onCancel}>
          <Trans>Asignar</Trans>
        </SubmitOrCancel>
      </div>
    </LockedForm>
  );
}
