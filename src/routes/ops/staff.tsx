import { createFileRoute } from '@tanstack/react-router';
import { SectionGate } from '../../features/ops/access/SectionGate';
import { StaffPage } from '../../features/ops/staff/StaffPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/ops/staff')({
  loader: () => loadNamespaces('ops'),
  component: OpsStaffScreen,
});

function OpsStaffScreen() {
  return (
    <SectionGate section="staff">
      <StaffPage />
    </SectionGate>
  );
}
