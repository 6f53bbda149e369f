import type { SignedIds } from '../auth/signed-ids.ts';
import type { Db } from '../db/client.ts';
import { forgetPriceDropsOf, updatePriceAlerts } from '../db/queries/favorite-price-alerts.ts';
import type { UserRow } from '../db/queries/users.ts';

/** Turns the user's price-drop e-mails on or off; off also forgets drops not yet mailed. Undefined for no such user. */
export async function setPriceAlerts(db: Db, userId: string, enabled: boolean): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const user = await updatePriceAlerts(tx, userId, enabled);
    if (user && !enabled) await forgetPriceDropsOf(tx, userId);
    return user;
  });
}

/**
 * Follows an e-mail's opt-out link, signed in or not: the signed token names the user. Following
 * it again changes nothing. Answers the user's language, or undefined for a token that is not ours.
 */
export async function optOutByToken(db: Db, tokens: SignedIds, token: unknown): Promise<{ locale: string } | undefined> {
  const userId = typeof token === 'string' ? tokens.idOf(token) : undefined;
  return userId === undefined ? undefined : setPriceAlerts(db, userId, false);
}
