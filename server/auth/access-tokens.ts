import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const ACCESS_TOKEN_AUDIENCE = 'ola-cars-api';
// RFC 9068's media type for access tokens: a JWT of any other kind (an ID token, a token signed
// for another purpose with the same key) is refused even when its signature is good.
const ACCESS_TOKEN_TYPE = 'at+jwt';

export interface AccessClaims {
  userId: string;
  /** The refresh-token family this token was issued for; revoking it ends the token too. */
  sessionId: string;
}

export class AccessTokenError extends Error {
  constructor(readonly reason: 'expired' | 'malformed') {
    super(`access token ${reason}`);
  }
}

export interface AccessTokens {
  issue(claims: AccessClaims): Promise<string>;
  /** The token's claims; throws AccessTokenError for anything but a valid, unexpired token. */
  verify(token: string): Promise<AccessClaims>;
}

export function createAccessTokens({ key, issuer, now }: { key: Uint8Array; issuer: string; now: Clock }): AccessTokens {
  return {
    issue({ userId, sessionId }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TOKEN_TYPE })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          // The allow-list is what refuses `alg: none` and every asymmetric-key confusion.
          algorithms: ['HS256'],
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          typ: ACCESS_TOKEN_TYPE,
          requiredClaims: ['sub', 'sid', 'iat', 'exp'],
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new AccessTokenError('malformed');
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        // jose checks the signature before the time, so only a token we signed can be "expired".
        throw new AccessTokenError(error instanceof errors.JWTExpired ? 'expired' : 'malformed');
      }
    },
  };
}
