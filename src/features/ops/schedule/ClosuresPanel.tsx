import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { spotClosureInput, type spotClosureForm } from '../../../../machines/spot-closure/spot-closure.machine';
import { ConfirmQuestion } from '../../../components/feedback/ConfirmQuestion';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { inspect } from '../../../lib/inspector';
import { localTime } from '../../../lib/local-time';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { closureRemoval, spotClosure } from '../api/schedule-actors';
import { refetchSchedule } from '../api/schedule-query';
import * as styles from './Schedule.css';
import { scheduleProblem } from './schedule-words';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';

type Closure = { id: string; startsAt: string; endsAt: string; reason: string };

/** The spot's closures over the days shown, each removable, and a form to close some hours of a day. */
export function ClosuresPanel({ spotId, day, closures, mayChange }: { spotId: string; day: string; closures: readonly Closure[]; mayChange: boolean }) {
  const queryClient = useQueryClient();
  const actorRef = useActorRef(spotClosure.provide({ actions: { changed: () => void refetchSchedule(queryClient) } }), { input: spotClosureInput(spotId), inspect });
  const form = useSelector(actorRef, (snapshot) => snapshot.children.form);
  const notified = useSelector(actorRef, (snapshot) => (snapshot.matches('saved') ? (snapshot.context.result?.notified ?? null) : null));
  return (
    <section aria-labelledby="ops-schedule-closures" className={styles.panel}>
      <h3 id="ops-schedule-closures" className={styles.panelTitle}>
        <Trans>Cierres</Trans>
      </h3>
      {closures.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Sin cierres en estos días.</Trans>
        </p>
      ) : (
        <ul className={styles.closures}>
          {closures.map((closure) => (
            <ClosureItem key={closure.id} closure={closure} mayChange={mayChange} />
          ))}
        </ul>
      )}
      {notified !== null ? <output className={styles.muted}>{notifiedText(notified)}</output> : null}
      {form ? <ClosureForm form={form} onCancel={() => actorRef.send({ type: 'edit.cancel' })} /> : null}
      {mayChange && !form ? (
        <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'edit.open', changes: { day } })}>
          <Trans>Cerrar horas</Trans>
        </Button>
      ) : null}
    </section>
  );
}

function ClosureItem({ closure, mayChange }: { closure: Closure; mayChange: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const actorRef = useActorRef(closureRemoval.provide({ actions: { closureRemoved: () => void refetchSchedule(queryClient) } }), { input: { closureId: closure.id }, inspect });
  const asking = useSelector(actorRef, (snapshot) => snapshot.hasTag('question'));
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const when = `${localTime(closure.startsAt, i18n.locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} – ${localTime(closure.endsAt, i18n.locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;
  return (
    <li className={styles.closure}>
      <span>
        {when}: {closure.reason}
      </span>
      {busy ? <Spinner label={t`Quitando el cierre`} /> : null}
      {asking ? (
        <ConfirmQuestion
          label={when}
          question={<Trans>¿Quitar este cierre? Sus horas vuelven a ofrecerse; las pruebas canceladas siguen canceladas.</Trans>}
          confirmLabel={<Trans>Sí, quitar</Trans>}
          onConfirm={() => actorRef.send({ type: 'removal.confirm' })}
          onDeny={() => actorRef.send({ type: 'removal.deny' })}
        />
      ) : null}
      {mayChange && !asking && !busy ? (
        <Button size="sm" variant="secondary" aria-label={t`Quitar el cierre ${when}`} onClick={() => actorRef.send({ type: 'removal.ask' })}>
          <Trans>Quitar</Trans>
        </Button>
      ) : null}
    </li>
  );
}

function ClosureForm({ form, onCancel }: { form: ActorRefFrom<typeof spotClosureForm>; onCancel: () => void }) {
  const { t } = useLingui();
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  return (
    <LockedForm form={form} label={t`Nuevo cierre`} className={styles.form} fieldsetClassName={styles.fieldset}>
      <TextField label={t`Día`} type="date" required className={styles.smallBox} {...useFormField(form, 'day', scheduleProblem)} />
      <TextField label={t`Desde (hora)`} hint={t`0 a 23`} inputMode="numeric" autoComplete="off" maxLength={2} required className={styles.smallBox} {...useFormField(form, 'fromHour', scheduleProblem)} />
      <TextField label={t`Hasta (hora)`} hint={t`1 a 24`} inputMode="numeric" autoComplete="off" maxLength={2} required className={styles.smallBox} {...useFormField(form, 'toHour', scheduleProblem)} />
      <TextField label={t`Motivo`} autoComplete="off" maxLength={200} required className={styles.wideBox} {...useFormField(form, 'reason', scheduleProblem)} />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        <Trans>Guardar cierre</Trans>
      </SubmitOrCancel>
    </LockedForm>
  );
}

// Whole sentences rather than an ICU plural: each language keeps its own wording for none and one.
function notifiedText(notified: number) {
  if (notified === 0) return <Trans>Cierre guardado. Nadie tenía cita en esas horas.</Trans>;
  if (notified === 1) return <Trans>Cierre guardado. Avisamos por correo a la persona con cita.</Trans>;
  return <Trans>Cierre guardado. Avisamos por correo a las {notified} personas con cita.</Trans>;
}
