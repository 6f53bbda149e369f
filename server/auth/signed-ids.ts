import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './signing-key.ts';

/**
 * The tokens of links that name a row and must work for ever without a sign-in (an unsubscribe link
 * in an old e-mail): the row's id and an HMAC of it under a key of its own, derived from the server's
 * key per purpose. Nobody can make one for another row or reuse one for another purpose, and nothing
 * need be stored to check it. It stays out of the outbox in clear all the same (decision 17): the
 * mail seals it.
 */
export interface SignedIds {
  tokenFor(id: string): string;
  /** The row's id, or undefined when the token is not one of ours for this purpose. */
  idOf(token: string): string | undefined;
}

/** The purposes, each its own key; changing a label breaks every link already sent for it. */
export const SIGNED_ID_PURPOSES = {
  carRequestUnsubscribe: 'ola-cars car request unsubscribe v1',
  newsletterUnsubscribe: 'ola-cars newsletter unsubscribe v1',
  priceAlertsOptOut: 'ola-cars favourite price alerts opt-out v1',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createSignedIds(serverKey: Uint8Array, purpose: keyof typeof SIGNED_ID_PURPOSES): SignedIds {
  const key = deriveKey(serverKey, SIGNED_ID_PURPOSES[purpose]);
  const mac = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    tokenFor: (id) => `${id}.${mac(id)}`,
    idOf(token) {
      const [id, signature, ...rest] = token.length <= 200 ? token.split('.') : [];
      if (rest.length > 0 || !id || !signature || !UUID.test(id)) return undefined;
      // Compared as text: one spelling per token (base64's padding bits cannot vary).
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}
