import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { newsletterSubscriptions } from '../schema/index.ts';

type Subscriber = { id: string; email: string; locale: string };
const subscriber = { id: newsletterSubscriptions.id, email: newsletterSubscriptions.email, locale: newsletterSubscriptions.locale };

export interface PendingSubscription {
  countryId: number;
  /** Lower-cased (common/validation/newsletter.ts). */
  email: string;
  locale: 'es' | 'en';
  confirmTokenHash: string;
  confirmExpiresAt: Date;
}

/**
 * Starts the confirmation of `email` again when it has left (unsubscribed) or never confirmed in
 * time (its link expired): one conditional statement, so of two racing requests only one renews it.
 * Undefined when the address is unknown, subscribed or still waiting on a live link.
 */
export async function renewSubscription(db: Db, pending: PendingSubscription, now: Date): Promise<Subscriber | undefined> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ ...pending, confirmedAt: null, unsubscribedAt: null })
    .where(
      and(
        eq(sql`lower(${newsletterSubscriptions.email})`, pending.email),
        or(isNotNull(newsletterSubscriptions.unsubscribedAt), and(isNull(newsletterSubscriptions.confirmedAt), lte(newsletterSubscriptions.confirmExpiresAt, now))),
      ),
    )
    .returning(subscriber);
  return row;
}

/** Throws the driver's unique violation (23505) when the address already has a row, in any letter case. */
export async function insertSubscription(db: Db, pending: PendingSubscription): Promise<Subscriber> {
  const [row] = await db.insert(newsletterSubscriptions).values(pending).returning(subscriber);
  if (!row) throw new Error('The subscription was not stored');
  return row;
}

/** Confirms the subscription whose live link has this hash; undefined when none waits on it. */
export async function confirmSubscription(db: Db, tokenHash: string, now: Date): Promise<Subscriber | undefined> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
        isNull(newsletterSubscriptions.confirmedAt),
        isNull(newsletterSubscriptions.unsubscribedAt),
        gt(newsletterSubscriptions.confirmExpiresAt, now),
      ),
    )
    .returning(subscriber);
  return row;
}

/** Whether the link with this hash already confirmed a subscription that still stands (a second click). */
export async function isConfirmedBy(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, tokenHash), isNotNull(newsletterSubscriptions.confirmedAt), isNull(newsletterSubscriptions.unsubscribedAt)));
  return row !== undefined;
}

/** Ends a subscription and its confirmation link; again changes nothing. False when no such row. */
export async function endSubscription(db: Db, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`, confirmTokenHash: null, confirmExpiresAt: null })
    .where(eq(newsletterSubscriptions.id, id))
    .returning({ id: newsletterSubscriptions.id });
  return row !== undefined;
}
