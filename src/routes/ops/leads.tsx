import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, oneOf } from '../../../common/lenient-read';
import { LEAD_KINDS, LEAD_STATUSES } from '../../../common/leads';
import { SectionGate } from '../../features/ops/access/SectionGate';
import { LeadsPage } from '../../features/ops/leads/LeadsPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// `?kind=` and `?status=` narrow the inbox; anything malformed shows every lead rather than an error page.
const readSearch = lenientObject({
  kind: oneOf(LEAD_KINDS),
  status: oneOf(LEAD_STATUSES),
});

const kindOf = (value: string | undefined) => LEAD_KINDS.find((each) => each === value);
const statusOf = (value: string | undefined) => LEAD_STATUSES.find((each) => each === value);

export const Route = createFileRoute('/ops/leads')({
  validateSearch: readSearch,
  loader: () => loadNamespaces('ops'),
  component: OpsLeadsScreen,
});

function OpsLeadsScreen() {
  const { kind, status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SectionGate section="leads">
      <LeadsPage kind={kind} status={status} onFilterChange={(next) => void navigate({ search: { kind: kindOf(next.kind), status: statusOf(next.status) }, replace: true })} />
    </SectionGate>
  );
}
