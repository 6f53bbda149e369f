import { createFileRoute, redirect } from '@tanstack/react-router';
import { OpsLayout } from '../../features/ops/layout/OpsLayout';
import { loadNamespaces } from '../../lib/i18n/activate-locale';
import { AUTH_SIGN_IN } from '../../lib/routes';
import { readSession } from '../../lib/session';

// The staff console: an anonymous visitor signs in first and comes back; a signed-in account is
// asked for its roles before anything shows. Its code and words are fetched only here, so no
// buyer's first download carries them.
export const Route = createFileRoute('/ops')({
  beforeLoad: ({ location }) => {
    if (!readSession()) throw redirect({ to: AUTH_SIGN_IN, search: { redirect: location.href } });
  },
  loader: async ({ context: { queryClient } }) => {
    const [{ staffRolesQueryOptions }] = await Promise.all([import('../../features/ops/api/staff-roles-query'), loadNamespaces('ops')]);
    await queryClient.ensureQueryData(staffRolesQueryOptions());
  },
  component: OpsLayout,
});
