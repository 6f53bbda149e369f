import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { currenciesQueryOptions, settingQueryOptions } from '../features/shell/api/settings';
import { AppShell } from '../features/shell/AppShell';
import { ErrorPage } from '../features/shell/problem/ErrorPage';
import { NotFoundPage } from '../features/shell/problem/NotFoundPage';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Started, not awaited: the shell renders at once and fills in contact details when they arrive.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(settingQueryOptions());
    void queryClient.prefetchQuery(currenciesQueryOptions());
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  // Only a failure of the shell itself lands here; page errors render inside it (router default).
  errorComponent: ErrorPage,
});

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
