import type { Db } from '../db/client.ts';
import { deleteCounter, hitCounter, undoHit } from '../db/queries/rate-limit-counters.ts';
import { TooManyAttempts } from '../domain-errors.ts';
import { secondsUntil } from '../auth/clock.ts';

/** A fixed-window limit: at most `limit` hits per `windowSeconds` for one subject (IP, e-mail…). */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export const counterKey = (rule: RateRule, subject: string) => `${rule.name}:${subject}`;

/**
 * Counts a hit before the work it guards, so a blocked caller costs one upsert and no argon2.
 * Throws TooManyAttempts with the seconds left in the window once the limit is passed.
 */
export async function hit(db: Db, rule: RateRule, subject: string, now: Date): Promise<void> {
  const { hits, resetAt } = await hitCounter(db, counterKey(rule, subject), rule.windowSeconds, now);
  if (hits > rule.limit) {
    throw new TooManyAttempts(secondsUntil(resetAt, now));
  }
}

export function forget(db: Db, rule: RateRule, subject: string): Promise<void> {
  return deleteCounter(db, counterKey(rule, subject));
}

export function takeBack(db: Db, rule: RateRule, subject: string, now: Date): Promise<void> {
  return undoHit(db, counterKey(rule, subject), now);
}
