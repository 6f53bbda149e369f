import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../features/shell/problem/ErrorPage';

export const Route = createFileRoute('/error')({
  component: ErrorScreen,
});

function ErrorScreen() {
  return <ErrorPage />;
}
