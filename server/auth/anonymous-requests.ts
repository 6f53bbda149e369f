import type { Db } from '../db/client.ts';
import { claimRequestsLeftWith } from '../db/queries/anonymous-requests.ts';
import { userById } from '../db/queries/users.ts';

/**
 * CONTRACT: what a visitor submits (a sell request, a car request, a test drive) shows in the
 * account of whoever signs in with that e-mail. Every signed-in operation on such requests first
 * claims the anonymous ones of the account's e-mail (setting their user), so from then on ownership
 * is one column: the request stays the account's, and a later anonymous request with that e-mail
 * joins it at the next call (decisions 25, 28 and 29). Only a confirmed e-mail claims: an account
 * nobody has proved to own the inbox must not see its requests.
 */
export async function claimAnonymousRequests(db: Db, userId: string): Promise<void> {
  const user = await userById(db, userId);
  if (user?.emailConfirmedAt) await claimRequestsLeftWith(db, userId, user.email);
}
