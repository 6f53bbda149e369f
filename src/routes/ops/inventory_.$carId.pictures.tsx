import { createFileRoute } from '@tanstack/react-router';
import { SectionGate } from '../../features/ops/access/SectionGate';
import { CarPicturesPage } from '../../features/ops/pictures/CarPicturesPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/ops/inventory_/$carId/pictures')({
  loader: () => loadNamespaces('ops'),
  component: OpsCarPicturesScreen,
});

function OpsCarPicturesScreen() {
  const { carId } = Route.useParams();
  return (
    <SectionGate section="inventory">
      <CarPicturesPage carId={carId} />
    </SectionGate>
  );
}
