import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/user/buy')({
  component: UserBuyingScreen,
});

function UserBuyingScreen() {
  return <ComingSoonPage screen="userBuying" />;
}
