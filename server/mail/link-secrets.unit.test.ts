import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLinkSecrets, linkSecretPlaceholder, revealBodies } from './link-secrets.ts';

const serverKey = randomBytes(32);
const secrets = createLinkSecrets(serverKey);
const token = randomBytes(32).toString('base64url');
const to = 'ana@example.do';

describe('link secrets', () => {
  it('seal a token into text that does not contain it and opens only for its recipient', () => {
    const sealed = secrets.seal(token, to);
    expect(sealed).not.toContain(token);
    expect(secrets.seal(token, to)).not.toBe(sealed);
    expect(secrets.open(sealed, 'ANA@example.do')).toBe(token);
    expect(() => secrets.open(sealed, 'eve@example.do')).toThrow();
  });

  it('do not open under another server key, nor once altered', () => {
    const sealed = secrets.seal(token, to);
    expect(() => createLinkSecrets(randomBytes(32)).open(sealed, to)).toThrow();
    const altered = Buffer.from(sealed, 'base64url');
    altered[altered.length - 1]! ^= 1;
    expect(() => secrets.open(altered.toString('base64url'), to)).toThrow();
  });

  it('put the opened token back where the bodies hold the placeholder', () => {
    const link = `https://olacars.do/auth/reset-password?token=${linkSecretPlaceholder}`;
    const stored = { toAddress: to, textBody: `Reset: ${link}`, htmlBody: `<a href="${link}">${link}</a>`, linkSecret: secrets.seal(token, to) };
    const { text, html } = revealBodies(stored, secrets);
    expect(text).toBe(`Reset: https://olacars.do/auth/reset-password?token=${token}`);
    expect(html.split(token)).toHaveLength(3);
    expect(revealBodies({ ...stored, linkSecret: null }, secrets).text).toBe(stored.textBody);
  });
});
