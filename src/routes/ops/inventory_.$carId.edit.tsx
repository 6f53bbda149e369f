import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { CarSaved } from '../../../machines/car-editor/car-editor-values';
import { SectionGate } from '../../features/ops/access/SectionGate';
import { carEditorDraftQueryOptions } from '../../features/ops/api/car-editor-query';
import { CarEditorPage } from '../../features/ops/car-editor/CarEditorPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/ops/inventory_/$carId/edit')({
  // Imported when asked for: a query module imported here would join every page's first download.
  loader: async ({ context: { queryClient } }) => {
    const [{ carCatalogQueryOptions }] = await Promise.all([import('../../components/car/car-catalog-query'), loadNamespaces('ops')]);
    await queryClient.ensureQueryData(carCatalogQueryOptions());
  },
  component: OpsEditCarScreen,
});

function OpsEditCarScreen() {
  const { carId } = Route.useParams();
  const navigate = Route.useNavigate();
  const onSaved = useCallback((car: CarSaved) => void navigate({ to: '/ops/inventory', search: { q: car.slug } }), [navigate]);
  return (
    <SectionGate section="inventory">
      <EditCar carId={carId} onSaved={onSaved} />
    </SectionGate>
  );
}

/** The car as the server has it, read once the gate let the operator in. */
function EditCar({ carId, onSaved }: { carId: string; onSaved: (car: CarSaved) => void }) {
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const { data: draft } = useSuspenseQuery(carEditorDraftQueryOptions(carId, today));
  return <CarEditorPage key={carId} carId={carId} draft={draft} onSaved={onSaved} />;
}
