import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { isCalendarDate } from '../../../common/calendar-date';
import { SectionGate } from '../../features/ops/access/SectionGate';
import { SchedulePage } from '../../features/ops/schedule/SchedulePage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// `?spot=`, `?day=` and `?view=` pick the calendar; anything malformed shows this week of the first spot.
const searchSchema = z.object({
  // The router reads `?spot=3` as a number, and writes back what it was given: either is a spot id.
  spot: z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String)).check(z.regex(/^[1-9][0-9]{0,9}$/))), undefined),
  day: z.catch(z.optional(z.string().check(z.refine(isCalendarDate))), undefined),
  view: z.catch(z.optional(z.enum(['day', 'week'])), undefined),
});

export const Route = createFileRoute('/ops/schedule')({
  validateSearch: searchSchema,
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
