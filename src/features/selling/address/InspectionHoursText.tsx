import { useLingui } from '@lingui/react/macro';
import { hourRuns, type WeekdayHours } from './hour-runs';

// A week whose Sunday is the 29th (November 2026): weekday n is the (29 + n)th, named by Intl.
const dayOfWeek = (weekday: number) => new Date(Date.UTC(2026, 10, 29 + weekday, 12));
const atHour = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour));

/** When a spot inspects, in the reader's language: 'lunes a viernes, 8:00 a. m. a 5:00 p. m.; sábado, …'. */
export function InspectionHoursText({ hours }: { hours: ReadonlyArray<WeekdayHours> }) {
  const { t, i18n } = useLingui();
  const day = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const runs = hourRuns(hours).map(({ first, last, opens, closes }) => {
    const from = day.format(dayOfWeek(first));
    const to = day.format(dayOfWeek(last));
    const days = first === last ? from : t`${from} a ${to}`;
    const start = time.format(atHour(opens));
    const end = time.format(atHour(closes));
    return t`${days}, ${start} a ${end}`;
  });
  const list = runs.join('; ');
  return <span>{t`Inspecciones: ${list}`}</span>;
}
