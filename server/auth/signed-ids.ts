import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../auth/signing-key.ts';

/**
 * The token of a match e-mail's unsubscribe link: the request's id and an HMAC of it under a key of
 * its own derived from the server's key. Nobody can make one for another request, and nothing need
 * be stored to check it; it never expires, since a link in an old e-mail must still stop the mails.
 * It stays out of the outbox in clear all the same (decision 17): the mail seals it.
 */
export interface UnsubscribeTokens {
  tokenFor(requestId: string): string;
  /** The request's id, or undefined when the token is not one of ours. */
  requestOf(token: string): string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createUnsubscribeTokens(serverKey: Uint8Array): UnsubscribeTokens {
  const key = deriveKey(serverKey, 'ola-cars car request unsubscribe v1');
  const mac = (requestId: string) => createHmac('sha256', key).update(requestId).digest('base64url');
  return {
    tokenFor: (requestId) => `${requestId}.${mac(requestId)}`,
    requestOf(token) {
      const [requestId, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !requestId || !signature || !UUID.test(requestId)) return undefined;
      // Compared as text: one spelling per token (base64's padding bits cannot vary).
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(requestId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? requestId : undefined;
    },
  };
}
