import { and, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { refreshTokens } from '../schema/index.ts';

export interface RefreshTokenRow {
  familyId: string;
  userId: string;
  familyExpiresAt: Date;
}

export async function insertRefreshToken(
  db: Db,
  token: { familyId: string; userId: string; tokenHash: string; expiresAt: Date; familyExpiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** Unused, unrevoked and within both its own expiry and its family's lifetime. */
const live = (token: typeof refreshTokens, now: Date) =>
  and(isNull(token.usedAt), isNull(token.revokedAt), gt(token.expiresAt, now), gt(token.familyExpiresAt, now));

const familyColumns = { familyId: refreshTokens.familyId, userId: refreshTokens.userId, familyExpiresAt: refreshTokens.familyExpiresAt };

/**
 * Marks a live token used and returns its family. One statement, so of two parallel refreshes
 * with one token exactly one gets the row; the other waits for its commit and then finds the
 * token used, with its successor already visible.
 */
export async function markRefreshTokenUsed(db: Db, tokenHash: string, now: Date): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), live(refreshTokens, now)))
    .returning(familyColumns);
  return row;
}

/**
 * The family of `successorHash` when the token `tokenHash` was used at or after `usedSince`, is not
 * revoked, and that successor is still live (not itself used, revoked or expired).
 */
export async function liveSuccessor(db: Db, tokenHash: string, successorHash: string, usedSince: Date, now: Date): Promise<RefreshTokenRow | undefined> {
  const used = alias(refreshTokens, 'used');
  const [row] = await db
    .select(familyColumns)
    .from(refreshTokens)
    .innerJoin(used, eq(used.familyId, refreshTokens.familyId))
    .where(
      and(
        eq(used.tokenHash, tokenHash),
        gte(used.usedAt, usedSince),
        isNull(used.revokedAt),
        eq(refreshTokens.tokenHash, successorHash),
        live(refreshTokens, now),
      ),
    );
  return row;
}

export async function refreshTokenByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Every session of a user, or all but `keepFamilyId`. */
export async function revokeUserFamilies(db: Db, userId: string, now: Date, keepFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}

/**
 * Whether an access token's session still stands: a family is revoked by stamping every one of
 * its rows, so one unrevoked row within the family's lifetime means it is alive. Uses the
 * family_id index.
 */
export async function isFamilyActive(db: Db, familyId: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.familyExpiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
