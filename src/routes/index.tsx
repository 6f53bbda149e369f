import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/shell/home/HomePage';

export const Route = createFileRoute('/')({
  component: HomeScreen,
});

function HomeScreen() {
  return <HomePage />;
}
