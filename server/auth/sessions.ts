import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import {
  insertRefreshToken,
  liveSuccessor,
  markRefreshTokenUsed,
  refreshTokenByHash,
  revokeFamily,
  type RefreshTokenRow,
} from '../db/queries/refresh-tokens.ts';
import { TokenRefused } from '../domain-errors.ts';
import type { AccessTokens } from './access-tokens.ts';
import { addSeconds } from './clock.ts';
import { hashOpaqueToken, newOpaqueToken, OPAQUE_TOKEN, type OpaqueToken, type SuccessorOf } from './opaque-tokens.ts';

const DAY = 24 * 60 * 60;
/** Idle limit: a refresh token unused for this long expires; each refresh slides it. */
export const REFRESH_SLIDING_SECONDS = 30 * DAY;
/** A session (family) ends this long after sign-in, however often it is refreshed. */
export const FAMILY_LIFETIME_SECONDS = 90 * DAY;
/**
 * How long a used refresh token still answers with its successor: two tabs refreshing at once, or
 * a retry after a lost reply, must not read as theft and sign the user out.
 */
export const REUSE_GRACE_SECONDS = 30;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** What rotating needs beyond the database: both are built from the server's key (auth-services). */
export interface SessionKeys {
  accessTokens: AccessTokens;
  refreshSuccessor: SuccessorOf;
}

async function store(db: Db, family: RefreshTokenRow, refresh: OpaqueToken, now: Date): Promise<void> {
  const sliding = addSeconds(now, REFRESH_SLIDING_SECONDS);
  const expiresAt = sliding < family.familyExpiresAt ? sliding : family.familyExpiresAt;
  await insertRefreshToken(db, { ...family, tokenHash: refresh.hash, expiresAt });
}

const accessFor = (tokens: AccessTokens, family: RefreshTokenRow) => tokens.issue({ userId: family.userId, sessionId: family.familyId });

/** A new session (refresh-token family) for a user who just proved who they are. */
export async function startSession(db: Db, tokens: AccessTokens, userId: string, now: Date): Promise<SessionTokens> {
  const family = { familyId: randomUUID(), userId, familyExpiresAt: addSeconds(now, FAMILY_LIFETIME_SECONDS) };
  const refresh = newOpaqueToken();
  await store(db, family, refresh, now);
  return { accessToken: await accessFor(tokens, family), refreshToken: refresh.token };
}

/**
 * Trades a refresh token for a new pair. Within REUSE_GRACE_SECONDS of its first use a token
 * answers again with the same successor (while that successor is unused); any other return of a
 * used token means two parties hold it (one of them a thief): the whole family is revoked, so
 * both must sign in again. Unknown, reused or revoked: MALFORMED_TOKEN; past its expiry: EXPIRED_TOKEN.
 */
export async function rotateSession(db: Db, keys: SessionKeys, refreshToken: string, now: Date): Promise<{ userId: string } & SessionTokens> {
  if (!OPAQUE_TOKEN.test(refreshToken)) throw new TokenRefused('invalid', 'The refresh token is not valid.');
  const tokenHash = hashOpaqueToken(refreshToken);
  const successor = keys.refreshSuccessor(refreshToken);
  const family =
    (await db.transaction(async (tx) => {
      const used = await markRefreshTokenUsed(tx, tokenHash, now);
      if (used) await store(tx, used, successor, now);
      return used;
    })) ?? (await liveSuccessor(db, tokenHash, successor.hash, addSeconds(now, -REUSE_GRACE_SECONDS), now));
  if (family) return { userId: family.userId, accessToken: await accessFor(keys.accessTokens, family), refreshToken: successor.token };
  const known = await refreshTokenByHash(db, tokenHash);
  if (known?.usedAt && !known.revokedAt) await revokeFamily(db, known.familyId, now);
  if (known && !known.usedAt && !known.revokedAt) throw new TokenRefused('expired', 'The session has expired; sign in again.');
  throw new TokenRefused('invalid', 'The refresh token is not valid.');
}

/** Signs out: the family of the presented token (used or not) is revoked; unknown tokens are ignored. */
export async function endSession(db: Db, refreshToken: string, now: Date): Promise<void> {
  if (!OPAQUE_TOKEN.test(refreshToken)) return;
  const known = await refreshTokenByHash(db, hashOpaqueToken(refreshToken));
  if (known) await revokeFamily(db, known.familyId, now);
}
