import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { carRequests, sellRequests, testDrives } from '../schema/index.ts';

/** Every table of things a visitor may leave without an account, kept under their e-mail. */
const LEFT_BY_EMAIL = [sellRequests, carRequests, testDrives] as const;

/**
 * Gives the user every request left anonymously with their e-mail (any letter case), in each table
 * above. Served by each table's index on lower(email); a request is claimed once and stays the account's.
 */
export async function claimRequestsLeftWith(db: Db, userId: string, email: string): Promise<void> {
  for (const table of LEFT_BY_EMAIL) {
    await db
      .update(table)
      .set({ userId })
      .where(and(isNull(table.userId), sql`lower(${table.email}) = ${email.toLowerCase()}`));
  }
}
