import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { spotCapacityInput, type spotCapacityForm } from '../../../../machines/spot-capacity/spot-capacity.machine';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { spotCapacity } from '../api/schedule-actors';
import { refetchSchedule } from '../api/schedule-query';
import * as styles from './Schedule.css';
import { scheduleProblem } from './schedule-words';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';

/** How many inspections one hour of the spot holds: said, then a box starting from it. */
export function CapacityEditor({ spotId, capacity, mayChange }: { spotId: string; capacity: number; mayChange: boolean }) {
  const queryClient = useQueryClient();
  const actorRef = useActorRef(spotCapacity.provide({ actions: { changed: () => void refetchSchedule(queryClient) } }), { input: spotCapacityInput(spotId), inspect });
  const saved = useSelector(actorRef, (snapshot) => snapshot.matches('saved'));
  const form = useSelector(actorRef, (snapshot) => snapshot.children.form);
  return (
    <section aria-labelledby="ops-schedule-capacity" className={styles.panel}>
      <h3 id="ops-schedule-capacity" className={styles.panelTitle}>
        <Trans>Capacidad</Trans>
      </h3>
      {form ? (
        <CapacityForm form={form} onCancel={() => actorRef.send({ type: 'edit.cancel' })} />
      ) : (
        <div className={styles.actions}>
          <p className={styles.line}>
            <Trans>{capacity} inspecciones por hora</Trans>
          </p>
          {saved ? (
            <output className={styles.muted}>
              <Trans>Capacidad guardada.</Trans>
            </output>
          ) : null}
          {mayChange ? (
            <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'edit.open', changes: { inspectors: String(capacity) } })}>
              <Trans>Cambiar capacidad</Trans>
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

function CapacityForm({ form, onCancel }: { form: ActorRefFrom<typeof spotCapacityForm>; onCancel: () => void }) {
  const { t } = useLingui();
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  return (
    <LockedForm form={form} label={t`Capacidad por hora`} className={styles.form} fieldsetClassName={styles.fieldset}>
      <TextField label={t`Inspecciones por hora`} hint={t`De 1 a 50.`} inputMode="numeric" autoComplete="off" maxLength={2} required className={styles.smallBox} {...useFormField(form, 'inspectors', scheduleProblem)} />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        <Trans>Guardar capacidad</Trans>
      </SubmitOrCancel>
    </LockedForm>
  );
}
