import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/shell/problem/NotFoundPage';

export const Route = createFileRoute('/404')({
  component: NotFoundScreen,
});

function NotFoundScreen() {
  return <NotFoundPage />;
}
