import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh tokens and e-mailed link tokens: 256 random bits, base64url. Only the SHA-256 (hex) is
 * stored; a plain hash suffices because the input is random, not a human-chosen secret.
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** What a token we issued looks like; anything else is refused without a database lookup. */
export const OPAQUE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
