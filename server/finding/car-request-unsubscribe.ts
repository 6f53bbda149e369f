import type { Db } from '../db/client.ts';
import { unsubscribeCarRequest } from '../db/queries/car-requests.ts';
import type { SignedIds } from '../auth/signed-ids.ts';

/**
 * Stops the match e-mails of the request a link's token names; following the link again changes
 * nothing. Answers the request's language and car, or undefined for a token that is not ours.
 */
export async function unsubscribeByToken(db: Db, tokens: SignedIds, token: unknown, now: Date): Promise<{ locale: string; car: string } | undefined> {
  const requestId = typeof token === 'string' ? tokens.idOf(token) : undefined;
  return requestId === undefined ? undefined : unsubscribeCarRequest(db, requestId, now);
}
