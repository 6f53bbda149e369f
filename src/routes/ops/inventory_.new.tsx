import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CarSaved } from '../../../machines/car-editor/car-editor-values';
import { SectionGate } from '../../features/ops/access/SectionGate';
import { CarEditorPage } from '../../features/ops/car-editor/CarEditorPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// The public catalogue loads ahead; the staff options wait for the section's gate (FORBIDDEN otherwise).
export const Route = createFileRoute('/ops/inventory_/new')({
  // Imported when asked for: a query module imported here would join every page's first download.
  loader: async ({ context: { queryClient } }) => {
    const [{ carCatalogQueryOptions }] = await Promise.all([import('../../components/car/car-catalog-query'), loadNamespaces('ops')]);
    await queryClient.ensureQueryData(carCatalogQueryOptions());
  },
  component: OpsNewCarScreen,
});

function OpsNewCarScreen() {
  const navigate = Route.useNavigate();
  // Back to the inventory, showing the car just saved.
  const onSaved = useCallback((car: CarSaved) => void navigate({ to: '/ops/inventory', search: { q: car.slug } }), [navigate]);
  return (
    <SectionGate section="inventory">
      <CarEditorPage carId={null} onSaved={onSaved} />
    </SectionGate>
  );
}
