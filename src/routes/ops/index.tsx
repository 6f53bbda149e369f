import { createFileRoute } from '@tanstack/react-router';
import { OpsHome } from '../../features/ops/layout/OpsHome';

export const Route = createFileRoute('/ops/')({
  component: OpsHome,
});
