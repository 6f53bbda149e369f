import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/help/faqs')({
  component: FaqsScreen,
});

function FaqsScreen() {
  return <ComingSoonPage screen="faqs" />;
}
