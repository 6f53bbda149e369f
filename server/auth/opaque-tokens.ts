import { createHash, createHmac, randomBytes } from 'node:crypto';
import { deriveKey } from './signing-key.ts';

export interface OpaqueToken {
  token: string;
  hash: string;
}

/**
 * Refresh tokens and e-mailed link tokens: 256 random bits, base64url. Only the SHA-256 (hex) is
 * stored; a plain hash suffices because the input is random, not a human-chosen secret.
 */
export function newOpaqueToken(): OpaqueToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** What a token we issued looks like; anything else is refused without a database lookup. */
export const OPAQUE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type SuccessorOf = (token: string) => OpaqueToken;

/**
 * The refresh token that replaces `token`: an HMAC of it under a key kept outside the database.
 * Being computable again from the presented token, the successor can be handed out twice (two
 * tabs refreshing at once) while the database keeps only its hash; without the key it is as
 * unguessable as a random token. The key is derived, so the access-token key is never reused as is.
 */
export function refreshSuccessors(serverKey: Uint8Array): SuccessorOf {
  const key = deriveKey(serverKey, 'ola-cars refresh-token successor');
  return (token) => {
    const successor = createHmac('sha256', key).update(token, 'utf8').digest('base64url');
    return { token: successor, hash: hashOpaqueToken(successor) };
  };
}
