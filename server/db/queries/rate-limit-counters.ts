import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rateLimitCounters } from '../schema/index.ts';

/**
 * Counts one hit in a fixed window, atomically: concurrent hits from any API instance each add
 * one. A hit after the window's end starts a new window. Time comes from the caller's clock.
 */
export async function hitCounter(db: Db, key: string, windowSeconds: number, now: Date): Promise<{ hits: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  // ISO text, so both drivers send the same value and PostgreSQL reads it as timestamptz.
  const [nowText, resetText] = [now.toISOString(), resetAt.toISOString()];
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${rateLimitCounters.resetAt} <= ${nowText}::timestamptz then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${nowText}::timestamptz then ${resetText}::timestamptz else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
  if (!row) throw new Error('The rate-limit counter was not stored');
  return row;
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Takes back one hit of the current window (a sign-in that turned out to succeed). */
export async function undoHit(db: Db, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetAt, now)));
}
