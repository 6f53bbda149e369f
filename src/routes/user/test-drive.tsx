import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, oneOf } from '../../../common/lenient-read';
import { TestDrivesPage } from '../../features/account/test-drives/page/TestDrivesPage';
import { TEST_DRIVE_TABS } from '../../features/account/test-drives/page/test-drive-tabs';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// `?tab=` picks the tab; anything else shows the upcoming drives rather than an error page.
const readSearch = lenientObject({ tab: oneOf(TEST_DRIVE_TABS) });

export const Route = createFileRoute('/user/test-drive')({
  validateSearch: readSearch,
  // Started, not awaited: the cards show skeletons while the drives arrive. The query comes with the
  // page's own code, so the first paint of every other page does not carry it.
  loader: ({ context: { queryClient } }) => {
    void import('../../features/account/test-drives/api/test-drives-query').then(({ testDrivesQueryOptions }) => queryClient.prefetchQuery(testDrivesQueryOptions()));
    return loadNamespaces('user');
  },
  component: UserTestDrivesScreen,
});

function UserTestDrivesScreen() {
  const { tab = 'upcoming' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TestDrivesPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}
