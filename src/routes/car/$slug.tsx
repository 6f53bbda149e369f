import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/car/$slug')({
  component: CarDetailScreen,
});

function CarDetailScreen() {
  return <ComingSoonPage screen="carDetail" />;
}
