import type { Db } from '../db/client.ts';
import { unsubscribeCarRequest } from '../db/queries/car-requests.ts';
import type { UnsubscribeTokens } from './car-request-unsubscribe-token.ts';

/**
 * Stops the match e-mails of the request a link's token names; following the link again changes
 * nothing. Answers the request's language and car, or undefined for a token that is not ours.
 */
export async function unsubscribeByToken(db: Db, tokens: UnsubscribeTokens, token: unknown, now: Date): Promise<{ locale: string; car: string } | undefined> {
  const requestId = typeof token === 'string' && token.length <= 200 ? tokens.requestOf(token) : undefined;
  return requestId === undefined ? undefined : unsubscribeCarRequest(db, requestId, now);
}
