import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import {
  insertRefreshToken,
  markRefreshTokenUsed,
  refreshTokenByHash,
  revokeFamily,
} from '../db/queries/refresh-tokens.ts';
import { domainError } from '../graphql/errors.ts';
import type { AccessTokens } from './access-tokens.ts';
import { addSeconds } from './clock.ts';
import { hashOpaqueToken, newOpaqueToken, OPAQUE_TOKEN } from './opaque-tokens.ts';

const DAY = 24 * 60 * 60;
/** Idle limit: a refresh token unused for this long expires; each refresh slides it. */
export const REFRESH_SLIDING_SECONDS = 30 * DAY;
/** A session (family) ends this long after sign-in, however often it is refreshed. */
export const FAMILY_LIFETIME_SECONDS = 90 * DAY;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

async function issue(db: Db, tokens: AccessTokens, family: { familyId: string; userId: string; familyExpiresAt: Date }, now: Date) {
  const { token, hash } = newOpaqueToken();
  const sliding = addSeconds(now, REFRESH_SLIDING_SECONDS);
  const expiresAt = sliding < family.familyExpiresAt ? sliding : family.familyExpiresAt;
  await insertRefreshToken(db, { ...family, tokenHash: hash, expiresAt });
  const accessToken = await tokens.issue({ userId: family.userId, sessionId: family.familyId });
  return { accessToken, refreshToken: token };
}

/** A new session (refresh-token family) for a user who just proved who they are. */
export function startSession(db: Db, tokens: AccessTokens, userId: string, now: Date): Promise<SessionTokens> {
  const family = { familyId: randomUUID(), userId, familyExpiresAt: addSeconds(now, FAMILY_LIFETIME_SECONDS) };
  return issue(db, tokens, family, now);
}

/**
 * Trades a refresh token for a new pair. A token that was already used means two parties hold
 * it (one of them a thief): the whole family is revoked, so both must sign in again.
 * Unknown, reused or revoked: MALFORMED_TOKEN; past its expiry: EXPIRED_TOKEN.
 */
export async function rotateSession(db: Db, tokens: AccessTokens, refreshToken: string, now: Date): Promise<{ userId: string } & SessionTokens> {
  if (!OPAQUE_TOKEN.test(refreshToken)) throw domainError('MALFORMED_TOKEN', 'The refresh token is not valid.');
  const tokenHash = hashOpaqueToken(refreshToken);
  const rotated = await db.transaction(async (tx) => {
    const family = await markRefreshTokenUsed(tx, tokenHash, now);
    return family && { userId: family.userId, ...(await issue(tx, tokens, family, now)) };
  });
  if (rotated) return rotated;
  const known = await refreshTokenByHash(db, tokenHash);
  if (known?.usedAt && !known.revokedAt) await revokeFamily(db, known.familyId, now);
  if (known && !known.usedAt && !known.revokedAt) throw domainError('EXPIRED_TOKEN', 'The session has expired; sign in again.');
  throw domainError('MALFORMED_TOKEN', 'The refresh token is not valid.');
}

/** Signs out: the family of the presented token (used or not) is revoked; unknown tokens are ignored. */
export async function endSession(db: Db, refreshToken: string, now: Date): Promise<void> {
  if (!OPAQUE_TOKEN.test(refreshToken)) return;
  const known = await refreshTokenByHash(db, hashOpaqueToken(refreshToken));
  if (known) await revokeFamily(db, known.familyId, now);
}
