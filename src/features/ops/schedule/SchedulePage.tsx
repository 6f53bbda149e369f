import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../hooks/document-title';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { Spinner } from '../../../ui/Spinner';
import { scheduleQueryOptions, scheduleSpotsQueryOptions } from '../api/schedule-query';
import { staffRolesQueryOptions } from '../api/staff-roles-query';
import { useNow } from '../sell-requests/use-now';
import { CapacityEditor } from './CapacityEditor';
import { ClosuresPanel } from './ClosuresPanel';
import * as styles from './Schedule.css';
import { addDays, daysShown, todayAt } from './schedule-days';
import { ScheduleDays } from './ScheduleDays';

export type ScheduleView = 'day' | 'week';
export type ScheduleSearch = { spot?: string; day?: string; view: ScheduleView };
type Props = ScheduleSearch & { onChange: (next: ScheduleSearch) => void };

/** /ops/schedule: one spot's inspections and test drives by day or week, its capacity and its closures. */
export function SchedulePage({ spot, day: asked, view, onChange }: Props) {
  const { t } = useLingui();
  const title = t`Agenda`;
  useDocumentTitle(title);
  const { data: spots } = useSuspenseQuery(scheduleSpotsQueryOptions());
  const { data: roles } = useSuspenseQuery(staffRolesQueryOptions());
  // Appraisers read the inspections; changing anything is the operators' (and admins').
  const mayChange = roles.includes('operator') || roles.includes('admin');
  const spotId = spot ?? spots[0]?.id;
  const today = todayAt(new Date(useNow()));
  const day = asked ?? today;
  const days = daysShown(day, view);
  const range = { spotId: spotId ?? '', from: days[0]!, to: days.at(-1)! };
  const { data: schedule, isPending } = useQuery({ ...scheduleQueryOptions(range), enabled: spotId !== undefined });
  const step = view === 'week' ? 7 : 1;
  const go = (next: Partial<ScheduleSearch>) => onChange({ spot: spotId, day, view, ...next });
  return (
    <section aria-labelledby="ops-schedule-title" className={styles.page}>
      <h2 id="ops-schedule-title">{title}</h2>
      <div className={styles.toolbar}>
        <Select label={t`Local`} className={styles.spotSelect} value={spotId} options={spots.map((each) => ({ value: each.id, label: each.name }))} onValueChange={(next) => go({ spot: next })} />
        <Button size="sm" variant={view === 'day' ? 'primary' : 'secondary'} aria-pressed={view === 'day'} onClick={() => go({ view: 'day' })}>
          <Trans>Día</Trans>
        </Button>
        <Button size="sm" variant={view === 'week' ? 'primary' : 'secondary'} aria-pressed={view === 'week'} onClick={() => go({ view: 'week' })}>
          <Trans>Semana</Trans>
        </Button>
        <Button size="sm" variant="secondary" onClick={() => go({ day: addDays(day, -step) })}>
          <Trans>Anterior</Trans>
        </Button>
        <Button size="sm" variant="secondary" onClick={() => go({ day: today })}>
          <Trans>Hoy</Trans>
        </Button>
        <Button size="sm" variant="secondary" onClick={() => go({ day: addDays(day, step) })}>
          <Trans>Siguiente</Trans>
        </Button>
      </div>
      {isPending || !schedule ? (
        <Spinner label={t`Cargando la agenda`} />
      ) : (
        <>
          <CapacityEditor key={`capacity-${schedule.spotId}`} spotId={schedule.spotId} capacity={schedule.capacity} mayChange={mayChange} />
          <ClosuresPanel key={`closures-${schedule.spotId}`} spotId={schedule.spotId} day={day} closures={schedule.closures} mayChange={mayChange} />
          <ScheduleDays days={days} bookings={schedule.bookings} spotId={schedule.spotId} mayChange={mayChange} />
        </>
      )}
    </section>
  );
}
