import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, text } from '../../../common/lenient-read';
import { SectionGate } from '../../features/ops/access/SectionGate';
import { AuditPage } from '../../features/ops/audit/AuditPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// The filter lives in the address, so a narrowed log can be shared and the back button widens it again.
const subject = text({ minLength: 1, maxLength: 100 });
const readSearch = lenientObject({ subjectType: subject, subjectId: subject });

export const Route = createFileRoute('/ops/audit')({
  validateSearch: readSearch,
  loader: () => loadNamespaces('ops'),
  component: OpsAuditScreen,
});

function OpsAuditScreen() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SectionGate section="audit">
      <AuditPage filter={filter} onFilter={(next) => void navigate({ search: next })} />
    </SectionGate>
  );
}
