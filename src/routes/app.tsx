import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AppDownloadPage } from '../features/app-download/AppDownloadPage';
import { settingQueryOptions } from '../features/shell/api/settings';
import { loadNamespaces } from '../lib/i18n/activate-locale';

export const Route = createFileRoute('/app')({
  loader: () => loadNamespaces('miscellaneous'),
  component: AppDownloadScreen,
});

// The store links come with the shell's settings, already requested by the root route; the page
// paints at once and shows placeholders until they arrive.
function AppDownloadScreen() {
  const { data: setting } = useQuery(settingQueryOptions());
  return <AppDownloadPage stores={setting ? { appStoreUrl: setting.appStoreUrl, playStoreUrl: setting.playStoreUrl } : undefined} />;
}
