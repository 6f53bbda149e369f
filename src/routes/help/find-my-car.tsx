import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/help/find-my-car')({
  component: FindMyCarScreen,
});

function FindMyCarScreen() {
  return <ComingSoonPage screen="findMyCar" />;
}
