import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { InspectionSlot } from '../../../machines/sell/sell-values';
import { slotDays } from './slot-days';
import { slotTime } from './slot-time';
import * as styles from './SlotCalendar.css';

type Props = { slots: ReadonlyArray<InspectionSlot>; chosen: string; onChoose: (startsAt: string) => void; error?: string; hourLegend: string };

/** Days, then the hours of the day picked: buttons with aria-pressed; hours already booked are disabled. */
export function SlotPicker({ slots, chosen, onChoose, error, hourLegend }: Props) {
  const { i18n } = useLingui();
  const errorId = useId();
  const days = slotDays(slots);
  const firstOpen = days.find((entry) => entry.anyAvailable)?.day ?? days[0]?.day;
  // Which day's hours are shown is the page's own business; the hour chosen is the form's.
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const shownDay = days.find((entry) => entry.day === (picked ?? (chosen.slice(0, 10) || firstOpen))) ?? days.find((entry) => entry.day === firstOpen);
  const dayName = (day: string) => new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  const hour = (iso: string) => slotTime(i18n.locale, iso, { hour: 'numeric', minute: '2-digit' });
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Día</Trans>
        </legend>
        <ul className={styles.options}>
          {days.map((entry) => (
            <li key={entry.day}>
              <button type="button" className={styles.option} aria-pressed={entry.day === shownDay?.day} disabled={!entry.anyAvailable} onClick={() => setPicked(entry.day)}>
                {dayName(entry.day)}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      {shownDay ? (
        <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
          <legend className={styles.legend}>{hourLegend}</legend>
          <ul className={styles.options}>
            {shownDay.slots.map((slot) => (
              <li key={slot.startsAt}>
                <button type="button" className={styles.option} aria-pressed={slot.startsAt === chosen} disabled={!slot.available} onClick={() => onChoose(slot.startsAt)}>
                  {hour(slot.startsAt)}
                </button>
              </li>
            ))}
          </ul>
          {error ? (
            <p id={errorId} role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
