import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseIdentity } from '../../server/auth/firebase-identity.ts';
import type { RunningAuthEmulator } from '../../server/firebase/auth-emulator.ts';
import { emulatorProjectId, mintGoogleIdToken, mintPasswordIdToken, useAuthEmulator } from '../support/firebase-emulator.ts';

// SECURITY.md row 9, against a real Auth emulator: what the server accepts as a Google identity.
let emulator: RunningAuthEmulator;
beforeAll(async () => {
  emulator = await useAuthEmulator();
}, 90_000);
afterAll(() => emulator?.stop());

const verifier = (projectId = emulatorProjectId) =>
  createFirebaseIdentity({ projectId, authEmulatorHost: emulator.host, apiKey: undefined, authDomain: undefined });
const issuer = `https://securetoken.google.com/${emulatorProjectId}`;

describe('createFirebaseIdentity', () => {
  it('accepts a Google sign-in and reports who signed in', async () => {
    const token = await mintGoogleIdToken(emulator.host, { email: 'Ana.Perez@Example.com', name: 'Ana Pérez' });
    const identity = await verifier().verifyIdToken(token);
    expect(identity).toMatchObject({ email: 'ana.perez@example.com', emailVerified: true, name: 'Ana Pérez', picture: null });
    expect(identity.uid).toMatch(/\w{10,}/);
  });

  it('reports an unverified Google e-mail as unverified', async () => {
    const token = await mintGoogleIdToken(emulator.host, { email: 'unverified@example.com', emailVerified: false });
    expect(await verifier().verifyIdToken(token)).toMatchObject({ emailVerified: false, name: null });
  });

  it('refuses a genuine token from another sign-in provider (e-mail and password)', async () => {
    const token = await mintPasswordIdToken(emulator.host, 'password-user@example.com');
    await expect(verifier().verifyIdToken(token)).rejects.toThrow(/provider password is not accepted/);
  });

  it('refuses a token issued for another Firebase project', async () => {
    const token = await mintGoogleIdToken(emulator.host, { email: 'other-project@example.com' });
    await expect(verifier('demo-someone-else').verifyIdToken(token)).rejects.toThrow(/not valid/);
  });

  it.each(['', 'garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.'])('refuses the malformed token %j', async (token) => {
    await expect(verifier().verifyIdToken(token)).rejects.toThrow(/not valid/);
  });

  it('refuses a forged unsigned token for a user the identity provider never signed in', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = new UnsecuredJWT({ firebase: { sign_in_provider: 'google.com' }, email: 'victim@example.com', email_verified: true })
      .setSubject('forged-uid').setAudience(emulatorProjectId).setIssuer(issuer).setIssuedAt(now).setExpirationTime(now + 3600).encode();
    await expect(verifier().verifyIdToken(forged)).rejects.toThrow(/not valid/);
  });

  it('refuses an expired token', async () => {
    const genuine = await mintGoogleIdToken(emulator.host, { email: 'expired@example.com' });
    const claims = JSON.parse(Buffer.from(genuine.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = new UnsecuredJWT({ ...claims, iat: past, auth_time: past, exp: past + 3600 }).encode();
    await expect(verifier().verifyIdToken(expired)).rejects.toThrow(/not valid/);
  });

  it('refuses a token signed with a key that is not Google’s', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ firebase: { sign_in_provider: 'google.com' }, email: 'victim@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: 'not-google' })
      .setSubject('forged-uid').setAudience(emulatorProjectId).setIssuer(issuer).setIssuedAt(now).setExpirationTime(now + 3600)
      .sign(privateKey);
    await expect(verifier().verifyIdToken(forged)).rejects.toThrow(/not valid/);
  });

  // Last: it takes the emulator variable out of this process, as production has it.
  it('refuses emulator tokens once no emulator is configured, whatever the environment says', async () => {
    const token = await mintGoogleIdToken(emulator.host, { email: 'stray-variable@example.com' });
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    const production = createFirebaseIdentity({ projectId: emulatorProjectId, authEmulatorHost: undefined, apiKey: 'key', authDomain: undefined });
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    await expect(production.verifyIdToken(token)).rejects.toThrow(/not valid/);
  });
});
