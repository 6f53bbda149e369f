import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '../auth/signing-key.ts';

/**
 * What the outbox stores in place of a link's secret part (the token). The bodies carry this
 * marker; the sealed secret sits in its own column, so a copy of the database holds no usable link.
 */
export const linkSecretPlaceholder = '{{link-secret}}';

/** Encrypts link secrets with a key kept outside the database (AES-256-GCM). */
export interface LinkSecrets {
  /** `recipient` is bound to the ciphertext: a sealed secret moved to another address will not open. */
  seal(secret: string, recipient: string): string;
  /** Throws when the secret was sealed under another key (e.g. DATA_DIR was wiped) or altered. */
  open(sealed: string, recipient: string): string;
}

const ivBytes = 12;
const tagBytes = 16;

/**
 * A key of its own, derived from the server's key (AUTH_SECRET or the random one in DATA_DIR), so
 * mail secrets and access-token signatures never share key material.
 */
export function createLinkSecrets(serverKey: Uint8Array): LinkSecrets {
  const key = deriveKey(serverKey, 'ola-cars mail link secrets v1');
  const associated = (recipient: string) => Buffer.from(recipient.toLowerCase(), 'utf8');
  return {
    seal(secret, recipient) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(associated(recipient));
      const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
    },
    open(sealed, recipient) {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes)).setAAD(associated(recipient));
      decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
    },
  };
}

interface StoredBodies {
  toAddress: string;
  textBody: string;
  htmlBody: string;
  linkSecret: string | null;
}

/** The bodies as the recipient must read them: the sealed secret opened and put back in the link. */
export function revealBodies(mail: StoredBodies, secrets: LinkSecrets): { text: string; html: string } {
  if (mail.linkSecret === null) return { text: mail.textBody, html: mail.htmlBody };
  const secret = secrets.open(mail.linkSecret, mail.toAddress);
  return { text: mail.textBody.replaceAll(linkSecretPlaceholder, secret), html: mail.htmlBody.replaceAll(linkSecretPlaceholder, secret) };
}
