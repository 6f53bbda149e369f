import type { Db } from '../db/client.ts';
import { claimCarRequests } from '../db/queries/car-requests.ts';
import { userById } from '../db/queries/users.ts';

/**
 * CONTRACT: what a visitor submits shows in the account of whoever signs in with that e-mail, as
 * sell requests (server/selling/sell-request-owner.ts): listing first claims the anonymous requests
 * of the account's e-mail, and only a confirmed e-mail claims.
 */
export async function claimAnonymousCarRequests(db: Db, userId: string): Promise<void> {
  const user = await userById(db, userId);
  if (user?.emailConfirmedAt) await claimCarRequests(db, userId, user.email);
}
