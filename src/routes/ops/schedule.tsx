import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, oneOf, text } from '../../../common/lenient-read';
import { isCalendarDate } from '../../../common/calendar-date';
import { SectionGate } from '../../features/ops/access/SectionGate';
import { SchedulePage } from '../../features/ops/schedule/SchedulePage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// `?spot=`, `?day=` and `?view=` pick the calendar; anything malformed shows this week of the first spot.
const SPOT_ID = /^[1-9][0-9]{0,9}$/;
const readSearch = lenientObject({
  // The router reads `?spot=3` as a number, and writes back what it was given: either is a spot id.
  spot: text({ test: (value) => SPOT_ID.test(value) }),
  day: text({ test: isCalendarDate }),
  view: oneOf(['day', 'week']),
});

export const Route = createFileRoute('/ops/schedule')({
  validateSearch: readSearch,
  loader: async ({ context: { queryClient } }) => {
    const [{ scheduleSpotsQueryOptions }] = await Promise.all([import('../../features/ops/api/schedule-query'), loadNamespaces('ops')]);
    await queryClient.ensureQueryData(scheduleSpotsQueryOptions());
  },
  component: OpsScheduleScreen,
});

function OpsScheduleScreen() {
  const { spot, day, view = 'week' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SectionGate section="schedule">
      <SchedulePage spot={spot} day={day} view={view} onChange={(next) => void navigate({ search: next, replace: true })} />
    </SectionGate>
  );
}
