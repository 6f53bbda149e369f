import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { localTime } from '../../../lib/local-time';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { Spinner } from '../../../ui/Spinner';
import { moveSlotsQueryOptions, type StaffBooking } from '../api/schedule-query';
import { useNow } from '../sell-requests/use-now';
import * as styles from './Schedule.css';
import { addDays, todayAt } from './schedule-days';

type Props = { booking: StaffBooking; spotId: string; onPick: (startsAt: string) => void; onCancel: () => void };

/** The free hours of the next two weeks the booking may move to, from the calendars the public books on. */
export function MoveSlots({ booking, spotId, onPick, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const tomorrow = addDays(todayAt(new Date(useNow())), 1);
  const { data: hours, isPending } = useQuery(moveSlotsQueryOptions(booking, spotId, tomorrow));
  const name = booking.carName;
  const options = (hours ?? []).map((startsAt) => ({
    value: startsAt,
    label: localTime(startsAt, i18n.locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  }));
  return (
    <div className={styles.actions}>
      {isPending ? (
        <Spinner label={t`Buscando horas libres`} />
      ) : options.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No hay horas libres en las próximas dos semanas.</Trans>
        </p>
      ) : (
        <Select label={t`Nueva hora para ${name}`} placeholder={t`Elige una hora`} options={options} onValueChange={onPick} />
      )}
      <Button size="sm" variant="secondary" onClick={onCancel}>
        <Trans>Cancelar</Trans>
      </Button>
    </div>
  );
}
