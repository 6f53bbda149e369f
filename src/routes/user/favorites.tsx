import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../../features/favourites/page/FavouritesPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

export const Route = createFileRoute('/user/favorites')({
  loader: () => loadNamespaces('user'),
  component: FavouritesPage,
});
