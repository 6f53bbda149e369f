import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/help/self')({
  component: SellScreen,
});

function SellScreen() {
  return <ComingSoonPage screen="sell" />;
}
