import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/shell/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/app')({
  component: AppDownloadScreen,
});

function AppDownloadScreen() {
  return <ComingSoonPage screen="appDownload" />;
}
