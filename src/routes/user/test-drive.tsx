import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/user/test-drive')({
  component: UserTestDrivesScreen,
});

function UserTestDrivesScreen() {
  return <ComingSoonPage screen="userTestDrives" />;
}
