import { NEWSLETTER_CONFIRMATION_HOURS as CONFIRMATION_HOURS, type NewsletterSubscription } from '../../common/validation/newsletter.ts';
import { addSeconds } from '../auth/clock.ts';
import { hashOpaqueToken, newOpaqueToken, OPAQUE_TOKEN } from '../auth/opaque-tokens.ts';
import type { SignedIds } from '../auth/signed-ids.ts';
import type { Db } from '../db/client.ts';
import { confirmSubscription, endSubscription, insertSubscription, isConfirmedBy, renewSubscription } from '../db/queries/newsletter.ts';
import { isUniqueViolation } from '../db/queries/users.ts';
import { AlreadySubscribed } from '../domain-errors.ts';
import type { MailLocale } from '../mail/account-mails.ts';
import { type LinkSecrets, linkSecretPlaceholder } from '../mail/link-secrets.ts';
import { newsletterConfirmationMail, newsletterWelcomeMail } from '../mail/newsletter-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';

/** The SPA's pages the e-mailed links open; each calls its mutation with the link's token. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
const CATALOGUE_PATH = '/buy';

export interface NewsletterServices {
  publicUrl: string;
  linkSecrets: LinkSecrets;
  newsletterTokens: SignedIds;
}

/**
 * Starts a subscription (double opt-in, SPEC §3): stores it with a fresh confirmation link and
 * queues the e-mail carrying it, in one transaction. An address subscribed, or waiting on a live
 * link, in any letter case, is refused with AlreadySubscribed: the unique index on the lowered
 * address decides, so racing requests and other instances agree, across restarts too.
 */
export async function subscribe(db: Db, services: NewsletterServices, { email }: NewsletterSubscription, origin: { countryId: number; locale: MailLocale; now: Date }): Promise<void> {
  const { token, hash } = newOpaqueToken();
  const pending = { countryId: origin.countryId, email, locale: origin.locale, confirmTokenHash: hash, confirmExpiresAt: addSeconds(origin.now, CONFIRMATION_HOURS * 3600) };
  try {
    await db.transaction(async (tx) => {
      const row = (await renewSubscription(tx, pending, origin.now)) ?? (await insertSubscription(tx, pending));
      const link = `${services.publicUrl}${NEWSLETTER_CONFIRM_PATH}?token=${linkSecretPlaceholder}`;
      const mail = newsletterConfirmationMail({ locale: origin.locale, link, hours: CONFIRMATION_HOURS });
      await enqueueMail(tx, { to: row.email, kind: 'NEWSLETTER_CONFIRMATION', ...mail, sealedLinkSecret: services.linkSecrets.seal(token, row.email) });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadySubscribed();
    throw error;
  }
}

/**
 * Follows a confirmation link: the first time it confirms and sends the welcome letter with the
 * unsubscribe link; again, while the subscription stands, it changes nothing and still says yes.
 * False for a link that is not ours, expired, replaced by a newer one, or of a subscription ended.
 */
export async function confirm(db: Db, services: NewsletterServices, token: string, now: Date): Promise<boolean> {
  if (!OPAQUE_TOKEN.test(token)) return false;
  const tokenHash = hashOpaqueToken(token);
  return db.transaction(async (tx) => {
    const confirmed = await confirmSubscription(tx, tokenHash, now);
    if (!confirmed) return isConfirmedBy(tx, tokenHash);
    const locale = confirmed.locale === 'en' ? 'en' : 'es';
    const unsubscribeLink = `${services.publicUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${linkSecretPlaceholder}`;
    const mail = newsletterWelcomeMail({ locale, link: `${services.publicUrl}${CATALOGUE_PATH}`, unsubscribeLink });
    const sealedLinkSecret = services.linkSecrets.seal(services.newsletterTokens.tokenFor(confirmed.id), confirmed.email);
    await enqueueMail(tx, { to: confirmed.email, kind: 'NEWSLETTER_WELCOME', ...mail, sealedLinkSecret });
    return true;
  });
}

/** Follows a letter's unsubscribe link, signed in or not; again, it changes nothing. False for a link not ours. */
export async function unsubscribe(db: Db, services: NewsletterServices, token: string, now: Date): Promise<boolean> {
  const id = services.newsletterTokens.idOf(token);
  return id !== undefined && endSubscription(db, id, now);
}
