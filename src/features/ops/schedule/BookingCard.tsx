import { Trans, useLingui } from '@lingui/react/macro';
import { localTime } from '../../../lib/local-time';
import { Badge } from '../../../ui/Badge';
import type { StaffBooking } from '../api/schedule-query';
import { BookingActions } from './BookingActions';
import * as styles from './Schedule.css';
import { bookingAttendance, bookingKind, bookingPlace, bookingStatus } from './schedule-words';

type Props = { booking: StaffBooking; spotId: string; mayChange: boolean };

/** One booked hour: when, what, the car and the person, where staff have got with it, and its actions. */
export function BookingCard({ booking, spotId, mayChange }: Props) {
  const { i18n } = useLingui();
  const from = localTime(booking.startsAt, i18n.locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const to = localTime(booking.endsAt, i18n.locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const kind = bookingKind(i18n, booking.kind);
  return (
    <li className={styles.booking} aria-label={`${from} ${kind}: ${booking.carName}`}>
      <p className={styles.time}>
        {from}–{to}
      </p>
      <div className={styles.tags}>
        <Badge tone={booking.kind === 'TEST_DRIVE' ? 'info' : 'offer'}>{kind}</Badge>
        <Badge tone={booking.status === 'CANCELED' ? 'sold' : 'neutral'}>{bookingStatus(i18n, booking.status)}</Badge>
        {booking.attendance ? <Badge tone={booking.attendance === 'DONE' ? 'certified' : 'sold'}>{bookingAttendance(i18n, booking.attendance)}</Badge> : null}
        {booking.confirmedAt && !booking.attendance ? (
          <Badge tone="certified">
            <Trans>Confirmada</Trans>
          </Badge>
        ) : null}
      </div>
      <p className={styles.line}>{booking.carName}</p>
      <p className={styles.line}>{booking.personName}</p>
      <p className={styles.muted}>
        {booking.phone} · {booking.email}
      </p>
      <p className={styles.muted}>{bookingPlace(i18n, booking.place)}</p>
      {booking.closed ? (
        <p className={styles.line}>
          <Trans>El local cierra a esta hora: muévela.</Trans>
        </p>
      ) : null}
      {mayChange ? <BookingActions booking={booking} spotId={spotId} /> : null}
    </li>
  );
}
