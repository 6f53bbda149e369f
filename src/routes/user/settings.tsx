import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/user/settings')({
  component: UserSettingsScreen,
});

function UserSettingsScreen() {
  return <ComingSoonPage screen="userSettings" />;
}
