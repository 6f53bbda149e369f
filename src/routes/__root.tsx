import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { AccountMenuSlot, DrawerAccountSlot } from '../features/auth/account/AccountSlots';
import { AuthModalSlot } from '../features/auth/modal/AuthModalSlot';
import { NewsletterSignupSlot } from '../features/newsletter/signup/NewsletterSignupSlot';
import { HeaderFavouritesSlot } from '../features/favourites/header/HeaderFavouritesSlot';
import { FavouritesToasterSlot } from '../features/favourites/toasts/FavouritesToasterSlot';
import { loadNamespaces } from '../lib/i18n/activate-locale';
import { readSession } from '../lib/session';
import { currenciesQueryOptions, settingQueryOptions } from '../features/shell/api/settings';
import { AppShell } from '../features/shell/AppShell';
import type { DrawerAccountSection } from '../features/shell/header/header-slots';
import { ErrorPage } from '../features/shell/problem/ErrorPage';
import { NotFoundPage } from '../features/shell/problem/NotFoundPage';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Started, not awaited: the shell renders at once and fills in contact details when they arrive.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(settingQueryOptions());
    void queryClient.prefetchQuery(currenciesQueryOptions());
    // The account menu is in the header at once for a signed-in visitor; the sign-in modal brings
    // these words itself, so a visitor who is not signed in does not download them with the page.
    return readSession() ? loadNamespaces('user') : undefined;
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  // Only a failure of the shell itself lands here; page errors render inside it (router default).
  errorComponent: ErrorPage,
});

// The account UI is the auth feature's; the shell only knows where it goes.
// Each slot loads its code only when it has something to show (signed in, asked for, failed).
const account = { menu: <AccountMenuSlot />, drawer: (section: DrawerAccountSection) => <DrawerAccountSlot {...section} />, favourites: <HeaderFavouritesSlot /> };

// The footer's subscribe card: its code comes when the visitor scrolls near it.
const footerNewsletter = <NewsletterSignupSlot id="footer-newsletter" heading="h2" />;

function RootLayout() {
  return (
    <AppShell account={account} newsletter={footerNewsletter}>
      <Outlet />
      <AuthModalSlot />
      <FavouritesToasterSlot />
    </AppShell>
  );
}
