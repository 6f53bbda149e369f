import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffBooking } from '../api/schedule-query';
import { BookingCard } from './BookingCard';
import * as styles from './Schedule.css';
import { dayOfInstant } from './schedule-days';

type Props = { days: readonly string[]; bookings: readonly StaffBooking[]; spotId: string; mayChange: boolean };

/** The days shown, each with its bookings by hour: seven columns on wide screens, a list of days on a phone. */
export function ScheduleDays({ days, bookings, spotId, mayChange }: Props) {
  const { i18n } = useLingui();
  return (
    <div className={days.length > 1 ? styles.week : styles.singleDay}>
      {days.map((day) => {
        const ofDay = bookings.filter((booking) => dayOfInstant(booking.startsAt) === day);
        const title = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-US' : 'es-DO', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
        return (
          <section key={day} aria-label={title} className={styles.day}>
            <h3 className={styles.dayTitle}>{title}</h3>
            {ofDay.length === 0 ? (
              <p className={styles.muted}>
                <Trans>Sin citas</Trans>
              </p>
            ) : (
              <ul className={styles.bookings}>
                {ofDay.map((booking) => (
                  <BookingCard key={booking.id} booking={booking} spotId={spotId} mayChange={mayChange} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
