import type { Clock } from '../auth/clock.ts';
import type { Db } from '../db/client.ts';
import { mutationRules, type Counter, type MutationName } from './mutation-rules.ts';
import { forget, hit, takeBack } from './rate-limit.ts';

/** Who is calling, as the GraphQL context knows it. */
export interface Caller {
  db: Db;
  auth: { now: Clock };
  /** The client's address: the socket's, or the one trusted proxies report (TRUST_PROXY). */
  clientIp: string;
  viewer: { userId: string } | null;
}

/** What the input names that a counter may key on, once validated: the e-mail address or phone number. */
export interface Named {
  email?: string | null | undefined;
  phone?: string | null | undefined;
}

function subjectOf(counter: Counter, { clientIp, viewer }: Caller, { email, phone }: Named): string | undefined {
  // A sender who leaves only a WhatsApp number is counted by it, as another is by their e-mail.
  const inbox = email?.trim().toLowerCase() || (phone ? `phone:${phone}` : undefined);
  switch (counter.per) {
    case 'ip':
      return clientIp;
    case 'email':
      return inbox;
    case 'email-ip':
      return inbox && `${inbox}|${clientIp}`;
    case 'user':
      return viewer?.userId;
  }
}

/**
 * Counts one attempt at `mutation` on each of its counters, before the work they guard, and
 * throws TOO_MANY_REQUESTS (with retryAfter) at the first counter over its limit. Each aliased
 * or batched attempt reaches its resolver and so is counted on its own.
 */
export async function limitMutation(caller: Caller, mutation: MutationName, named: Named = {}): Promise<void> {
  const now = caller.auth.now();
  for (const counter of mutationRules[mutation].counters) {
    const subject = subjectOf(counter, caller, named);
    if (subject !== undefined) await hit(caller.db, counter, subject, now);
  }
}

/** After a success, counters of failures only (sign-in) reset or give back this attempt's hit. */
export async function settleSuccess(caller: Caller, mutation: MutationName, named: Named = {}): Promise<void> {
  const now = caller.auth.now();
  for (const counter of mutationRules[mutation].counters) {
    const subject = subjectOf(counter, caller, named);
    if (subject === undefined || counter.onSuccess === undefined) continue;
    await (counter.onSuccess === 'reset' ? forget(caller.db, counter, subject) : takeBack(caller.db, counter, subject, now));
  }
}
