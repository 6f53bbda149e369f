import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, oneOf, text } from '../../../common/lenient-read';
import { CAR_STATUS_NAMES, type CarStatusName, STAFF_CARS_LIMITS } from '../../../common/inventory';
import { SectionGate } from '../../features/ops/access/SectionGate';
import { InventoryPage } from '../../features/ops/inventory/InventoryPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// `?status=` and `?q=` narrow the list; anything malformed shows every car rather than an error page.
const readSearch = lenientObject({
  status: oneOf(CAR_STATUS_NAMES),
  q: text({ maxLength: STAFF_CARS_LIMITS.maxSearch }),
});

const statusOf = (value: string | undefined): CarStatusName | undefined => CAR_STATUS_NAMES.find((each) => each === value);

export const Route = createFileRoute('/ops/inventory')({
  validateSearch: readSearch,
  loader: () => loadNamespaces('ops'),
  component: OpsInventoryScreen,
});

function OpsInventoryScreen() {
  const { status, q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SectionGate section="inventory">
      <InventoryPage status={status} search={q ?? ''} onFilterChange={(next) => void navigate({ search: { status: statusOf(next.status), q: next.search || undefined }, replace: true })} />
    </SectionGate>
  );
}
