import type { Db } from '../db/client.ts';
import { isFamilyActive } from '../db/queries/refresh-tokens.ts';
import { TokenRefused } from '../domain-errors.ts';
import { AccessTokenError } from './access-tokens.ts';
import type { AuthServices } from './auth-services.ts';

/** The signed-in user of a request, and the session (refresh-token family) the token belongs to. */
export interface Viewer {
  userId: string;
  sessionId: string;
}

// RFC 6750 token68 characters; the scheme name is case-insensitive.
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * CONTRACT.md: an empty header is anonymous; an expired token is EXPIRED_TOKEN; anything else
 * that is not a live access token of ours (another scheme, garbage, a refresh token, a forged or
 * revoked one) is MALFORMED_TOKEN, whatever the request asks.
 */
export async function viewerFromAuthorization(header: string, db: Db, auth: AuthServices): Promise<Viewer | null> {
  if (header === '') return null;
  const token = BEARER.exec(header)?.[1];
  if (!token) throw malformed();
  try {
    const viewer = await auth.accessTokens.verify(token);
    if (!(await isFamilyActive(db, viewer.sessionId, viewer.userId, auth.now()))) throw malformed();
    return viewer;
  } catch (error) {
    if (error instanceof AccessTokenError && error.reason === 'expired') {
      throw new TokenRefused('expired', 'The access token has expired.');
    }
    if (error instanceof AccessTokenError) throw malformed();
    throw error;
  }
}

const malformed = () => new TokenRefused('invalid', 'The access token is not valid.');
