import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '../auth/signing-key.ts';

/**
 * SECURITY.md row 11: classified personal data (national ID, salary, income, workplace) is sealed
 * before it reaches a table, with AES-256-GCM under a key kept outside the database, so a copy of the
 * database or a backup reads none of it. Each sealed value is bound to what it belongs to (`owner`,
 * e.g. 'test_drives:ana@example.com'): moved to another row's owner, it does not open.
 */
export interface ClassifiedData {
  seal(values: Record<string, unknown>, owner: string): string;
  /** Throws when sealed under another key (the server key changed) or altered. */
  open<T extends Record<string, unknown>>(sealed: string, owner: string): T;
}

const ivBytes = 12;
const tagBytes = 16;

/** A key of its own, derived from the server's key, so no other use shares its key material. */
export function createClassifiedData(serverKey: Uint8Array): ClassifiedData {
  const key = deriveKey(serverKey, 'ola-cars classified personal data v1');
  const associated = (owner: string) => Buffer.from(owner.toLowerCase(), 'utf8');
  return {
    seal(values, owner) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(associated(owner));
      const encrypted = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
    },
    open<T extends Record<string, unknown>>(sealed: string, owner: string): T {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes)).setAAD(associated(owner));
      decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
      const plain = Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
      return JSON.parse(plain) as T;
    },
  };
}
