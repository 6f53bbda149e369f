import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, oneOf } from '../../../common/lenient-read';
import { selfUserQueryOptions } from '../../features/settings/api/self-user';
import { SettingsPage } from '../../features/settings/page/SettingsPage';
import { SETTINGS_TABS } from '../../features/settings/page/settings-tabs';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// `?tab=` picks the tab; anything else shows the profile rather than an error page.
const readSearch = lenientObject({ tab: oneOf(SETTINGS_TABS) });

export const Route = createFileRoute('/user/settings')({
  validateSearch: readSearch,
  // Started, not awaited: the form shows its skeleton while the profile arrives.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(selfUserQueryOptions());
    return loadNamespaces('user');
  },
  component: UserSettingsScreen,
});

function UserSettingsScreen() {
  const { tab = 'profile' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SettingsPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}
