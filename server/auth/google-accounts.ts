import { ACCOUNT_LIMITS, emailSchema } from '../../common/validation/account.ts';
import type { Db } from '../db/client.ts';
import { insertUser, isUniqueViolation, updateUser, userByEmail, userByGoogleUid, type UserRow } from '../db/queries/users.ts';
import { InvalidInput } from '../domain-errors.ts';
import type { VerifiedIdentity } from './identity.ts';

const clip = (text: string) => text.trim().slice(0, ACCOUNT_LIMITS.maxName).trim();

/** "María José Núñez" → María / José Núñez; no display name → the e-mail's local part. */
function splitName(displayName: string | null, email: string): { name: string; lastName: string } {
  const [first = '', ...rest] = (displayName ?? '').trim().split(/\s+/);
  const name = clip(first) || clip(email.split('@')[0] ?? '') || 'Cliente';
  return { name, lastName: clip(rest.join(' ')) };
}

function verifiedEmail(identity: VerifiedIdentity): string {
  const parsed = identity.email && identity.emailVerified ? emailSchema.safeParse(identity.email) : undefined;
  if (parsed?.success) return parsed.data;
  // Without an address Google vouches for, we could neither link nor create an account safely.
  const message = parsed ? (parsed.error.issues[0]?.message ?? 'invalid_email') : 'email_not_verified';
  throw new InvalidInput([{ field: 'token', message }], 'The Google account has no verified e-mail address we can use.');
}

async function linkOrCreate(db: Db, identity: VerifiedIdentity, now: Date): Promise<UserRow> {
  const email = verifiedEmail(identity);
  const existing = await userByEmail(db, email);
  if (existing) {
    // An unconfirmed account was never proven to belong to this address's owner: whoever
    // registered it must not keep a password into the account Google now vouches for.
    const passwordHash = existing.emailConfirmedAt ? existing.passwordHash : null;
    const linked = await updateUser(db, existing.id, {
      googleUid: identity.uid,
      passwordHash,
      emailConfirmedAt: existing.emailConfirmedAt ?? now,
      profilePicture: existing.profilePicture ?? identity.picture,
    });
    if (linked) return linked;
  }
  return insertUser(db, { ...splitName(identity.name, email), email, googleUid: identity.uid, profilePicture: identity.picture, locale: 'es', emailConfirmedAt: now });
}

/** The account of a verified Google identity: already linked, linked now by e-mail, or new. */
export async function userForIdentity(db: Db, identity: VerifiedIdentity, now: Date): Promise<UserRow> {
  const linked = await userByGoogleUid(db, identity.uid);
  if (linked) return linked;
  try {
    return await linkOrCreate(db, identity, now);
  } catch (error) {
    // Two first sign-ins racing: the loser finds what the winner created.
    if (!isUniqueViolation(error)) throw error;
    const winner = await userByGoogleUid(db, identity.uid);
    if (winner) return winner;
    return linkOrCreate(db, identity, now);
  }
}
