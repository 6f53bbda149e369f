import { createFileRoute, redirect } from '@tanstack/react-router';
import { AUTH_SIGN_IN } from '../../lib/routes';
import { readSession } from '../../lib/session';

// Every /user/* screen is the signed-in user's own: an anonymous visitor signs in first, and the
// sign-in page brings them back to the page they asked for.
export const Route = createFileRoute('/user')({
  beforeLoad: ({ location }) => {
    if (!readSession()) throw redirect({ to: AUTH_SIGN_IN, search: { redirect: location.href } });
  },
});
