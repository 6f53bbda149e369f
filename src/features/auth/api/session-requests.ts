import { refusing } from '../../../lib/errors/call-failure';
import { gqlRequestWithoutSession } from '../../../graphql/client';
import type { Session } from '../../../lib/session';
import { refreshSessionDocument } from './auth-documents';

type Payload = { accessToken: string; refreshToken: string; user: Session['user'] };

/** The session the API's sign-in and refresh answers describe. */
export const sessionOf = ({ accessToken, refreshToken, user }: Payload, socialLogin: boolean): Session => ({
  accessToken,
  refreshToken,
  socialLogin,
  user: { id: user.id, name: user.name, lastName: user.lastName, email: user.email, profilePicture: user.profilePicture ?? null },
});

/**
 * Apart from auth-requests.ts: every page keeps its session fresh, and this alone should not bring the
 * sign-in calls (and Google's) into the first download (docs/decisions/0037).
 */
export const refreshSession = (refreshToken: string) =>
  refusing(async () => sessionOf((await gqlRequestWithoutSession(refreshSessionDocument, { input: { refreshToken } })).refreshSession, false));
