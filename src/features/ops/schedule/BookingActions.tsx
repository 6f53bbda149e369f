import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ConfirmQuestion } from '../../../components/feedback/ConfirmQuestion';
import { inspect } from '../../../lib/inspector';
import { localTime } from '../../../lib/local-time';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { bookingAction } from '../api/schedule-actors';
import { refetchSchedule, type StaffBooking } from '../api/schedule-query';
import { MoveSlots } from './MoveSlots';
import * as styles from './Schedule.css';

type BookingActor = ActorRefFrom<typeof bookingAction>;

/** A booking's actions, exactly those the server lists in its nextActions: confirm, done, no-show, move to a free hour. */
export function BookingActions({ booking, spotId }: { booking: StaffBooking; spotId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const actorRef = useActorRef(bookingAction.provide({ actions: { bookingChanged: () => void refetchSchedule(queryClient) } }), { input: { bookingId: booking.id }, inspect });
  const asking = useSelector(actorRef, (snapshot) => snapshot.hasTag('question'));
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const picking = useSelector(actorRef, (snapshot) => snapshot.hasTag('picking'));
  const name = booking.carName;
  if (busy) return <Spinner label={t`Guardando el cambio de ${name}`} />;
  if (asking) return <ActionQuestion actorRef={actorRef} booking={booking} />;
  if (picking) return <MoveSlots booking={booking} spotId={spotId} onPick={(startsAt) => actorRef.send({ type: 'slot.choose', startsAt })} onCancel={() => actorRef.send({ type: 'move.cancel' })} />;
  const offers = (action: string) => booking.nextActions.includes(action);
  return (
    <div className={styles.actions}>
      {offers('CONFIRM') ? (
        <Button size="sm" variant="primary" aria-label={t`Confirmar la cita de ${name}`} onClick={() => actorRef.send({ type: 'action.choose', action: 'confirm' })}>
          <Trans>Confirmar</Trans>
        </Button>
      ) : null}
      {offers('MARK_DONE') ? (
        <Button size="sm" variant="secondary" aria-label={t`Marcar realizada la cita de ${name}`} onClick={() => actorRef.send({ type: 'action.choose', action: 'done' })}>
          <Trans>Realizada</Trans>
        </Button>
      ) : null}
      {offers('MARK_NO_SHOW') ? (
        <Button size="sm" variant="secondary" aria-label={t`Marcar que no se presentó a la cita de ${name}`} onClick={() => actorRef.send({ type: 'action.choose', action: 'noShow' })}>
          <Trans>No se presentó</Trans>
        </Button>
      ) : null}
      {offers('RESCHEDULE') ? (
        <Button size="sm" variant="secondary" aria-label={t`Mover la cita de ${name}`} onClick={() => actorRef.send({ type: 'move.open' })}>
          <Trans>Mover</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function ActionQuestion({ actorRef, booking }: { actorRef: BookingActor; booking: StaffBooking }) {
  const { i18n } = useLingui();
  const action = useSelector(actorRef, (snapshot) => snapshot.context.action);
  const startsAt = useSelector(actorRef, (snapshot) => snapshot.context.startsAt);
  const name = booking.carName;
  const person = booking.personName;
  const when = startsAt ? localTime(startsAt, i18n.locale, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : '';
  const question =
    action === 'confirm' ? (
      <Trans>¿Confirmar la cita de {person} con el {name}?</Trans>
    ) : action === 'done' ? (
      <Trans>¿Marcar realizada la cita de {person}?</Trans>
    ) : action === 'noShow' ? (
      <Trans>¿Marcar que {person} no se presentó?</Trans>
    ) : (
      <Trans>¿Mover la cita de {person} al {when}? Le enviaremos un correo.</Trans>
    );
  return (
    <ConfirmQuestion
      label={name}
      question={question}
      confirmLabel={<Trans>Sí, guardar</Trans>}
      onConfirm={() => actorRef.send({ type: 'action.confirm' })}
      onDeny={() => actorRef.send({ type: 'action.deny' })}
    />
  );
}
