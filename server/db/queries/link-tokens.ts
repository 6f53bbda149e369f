import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { linkTokens } from '../schema/index.ts';

export type LinkPurpose = (typeof linkTokens.$inferSelect)['purpose'];

export async function insertLinkToken(db: Db, token: { userId: string; purpose: LinkPurpose; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(linkTokens).values(token);
}

const live = (tokenHash: string, now: Date) =>
  and(eq(linkTokens.tokenHash, tokenHash), isNull(linkTokens.usedAt), gt(linkTokens.expiresAt, now));

/** An unused, unexpired link, without using it up. */
export async function liveLinkToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: linkTokens.userId, purpose: linkTokens.purpose })
    .from(linkTokens)
    .where(live(tokenHash, now));
  return row;
}

/** Uses a link up; one statement, so a link is consumed once however many requests race. */
export async function consumeLinkToken(db: Db, tokenHash: string, purpose: LinkPurpose, now: Date) {
  const [row] = await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(live(tokenHash, now), eq(linkTokens.purpose, purpose)))
    .returning({ userId: linkTokens.userId });
  return row;
}

/** After a reset, older reset links of the account stop working too. */
export async function consumeUserLinks(db: Db, userId: string, purpose: LinkPurpose, now: Date): Promise<void> {
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt)));
}
