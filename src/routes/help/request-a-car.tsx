import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/help/request-a-car')({
  component: RequestACarScreen,
});

function RequestACarScreen() {
  return <ComingSoonPage screen="requestACar" />;
}
