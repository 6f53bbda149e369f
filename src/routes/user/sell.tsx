import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/user/sell')({
  component: UserSellingScreen,
});

function UserSellingScreen() {
  return <ComingSoonPage screen="userSelling" />;
}
