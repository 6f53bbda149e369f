import type { Db } from '../db/client.ts';
import { insertLinkToken, type LinkPurpose } from '../db/queries/link-tokens.ts';
import type { Locale, UserRow } from '../db/queries/users.ts';
import { confirmationMail, passwordResetMail } from '../mail/account-mails.ts';
import { linkSecretPlaceholder } from '../mail/link-secrets.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { AuthServices } from './auth-services.ts';
import { addSeconds } from './clock.ts';
import { newOpaqueToken } from './opaque-tokens.ts';

/** How long each kind of e-mailed link works (SECURITY.md row 8: a reset link at most 60 minutes). */
const LINK_LIFETIME_SECONDS: Record<LinkPurpose, number> = {
  EMAIL_CONFIRMATION: 24 * 60 * 60,
  PASSWORD_RESET: 60 * 60,
};

// The SPA's routes that read the token and call validateToken / completePasswordReset.
const LINK_PATH: Record<LinkPurpose, string> = {
  EMAIL_CONFIRMATION: '/auth/confirm-email',
  PASSWORD_RESET: '/auth/reset-password',
};

const MAIL = { EMAIL_CONFIRMATION: confirmationMail, PASSWORD_RESET: passwordResetMail };

/**
 * Stores a new link token (its hash only) and queues the e-mail carrying it, the token sealed
 * apart from the bodies (SECURITY.md row 16). Pass a transaction so both happen together with
 * the change that asked for them, or not at all.
 */
export async function sendAccountLink(
  db: Db,
  { publicUrl, linkSecrets }: Pick<AuthServices, 'publicUrl' | 'linkSecrets'>,
  { user, purpose, locale, now }: { user: Pick<UserRow, 'id' | 'email' | 'name'>; purpose: LinkPurpose; locale: Locale; now: Date },
): Promise<void> {
  const { token, hash } = newOpaqueToken();
  await insertLinkToken(db, { userId: user.id, purpose, tokenHash: hash, expiresAt: addSeconds(now, LINK_LIFETIME_SECONDS[purpose]) });
  const link = `${publicUrl}${LINK_PATH[purpose]}?token=${linkSecretPlaceholder}`;
  const content = MAIL[purpose]({ name: user.name, link, locale });
  await enqueueMail(db, { to: user.email, kind: purpose, ...content, sealedLinkSecret: linkSecrets.seal(token, user.email) });
}
