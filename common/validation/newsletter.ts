// zod/mini: the newsletter forms (home page, footer) and the API check an address with this one schema.
import * as z from 'zod/mini';
import { emailSchema } from './account.ts';

/**
 * A newsletter subscription (SPEC §3: an e-mail). The address is trimmed and lower-cased like an
 * account's, so one inbox is one subscription whatever its capitals (SPEC §8 DUPLICATE_EMAIL).
 * Messages are codes: 'required', 'too_long', 'invalid_email'.
 */
/** How long a confirmation link works; an address left unconfirmed that long may subscribe afresh. */
export const NEWSLETTER_CONFIRMATION_HOURS = 48;

export const newsletterSchema = z.object({ email: emailSchema });

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSchema>;
