import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/help/terms-and-conditions')({
  component: TermsScreen,
});

function TermsScreen() {
  return <ComingSoonPage screen="terms" />;
}
