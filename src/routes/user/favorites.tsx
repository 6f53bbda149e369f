import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/user/favorites')({
  component: UserFavoritesScreen,
});

function UserFavoritesScreen() {
  return <ComingSoonPage screen="userFavorites" />;
}
