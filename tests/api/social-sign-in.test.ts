import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningAuthEmulator } from '../../server/firebase/auth-emulator.ts';
import { mintGoogleIdToken, mintPasswordIdToken, useAuthEmulator } from '../support/firebase-emulator.ts';
import { codesOf, confirmedSession, newAccount, payloadFields, type Session } from './support/accounts.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// 'Continue with Google' end to end: a token from a real Auth emulator, through the default
// identity check (firebase-admin), into socialSignIn.
let emulator: RunningAuthEmulator;
let server: TestServer;
beforeAll(async () => {
  emulator = await useAuthEmulator();
  server = await startTestServer({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await emulator?.stop();
});

const socialSignIn = `mutation socialSignIn($input: SocialSignInInput!) { socialSignIn(input: $input) { ${payloadFields} } }`;
type SocialSession = Session & { user: Session['user'] & { name: string; socialLogin: boolean; hasPassword: boolean } };
const signInWith = (token: string) => postFrom<{ socialSignIn: SocialSession }>(server.url, freshClientIp(), socialSignIn, { variables: { input: { token } } });

describe('socialSignIn with a Firebase ID token', () => {
  it('creates an account for a new Google user and starts a session', async () => {
    const email = `new.google.${Date.now()}@example.com`;
    const { body } = await signInWith(await mintGoogleIdToken(emulator.host, { email, name: 'Rosa Almonte' }));
    expect(body.errors).toBeUndefined();
    const session = body.data!.socialSignIn;
    expect(session.accessToken).not.toBe('');
    expect(session.refreshToken).not.toBe('');
    expect(session.user).toMatchObject({ email, name: 'Rosa', socialLogin: true, hasPassword: false });
  });

  it('signs the same Google user into the same account the second time', async () => {
    const account = { email: `twice.${Date.now()}@example.com`, sub: `google-${Date.now()}` };
    const first = await signInWith(await mintGoogleIdToken(emulator.host, account));
    const second = await signInWith(await mintGoogleIdToken(emulator.host, account));
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data!.socialSignIn.user.id).toBe(first.body.data!.socialSignIn.user.id);
  });

  it('links a confirmed password account with the same e-mail instead of creating another', async () => {
    const account = newAccount();
    const existing = await confirmedSession(server.url, server.database.db, account);
    const { body } = await signInWith(await mintGoogleIdToken(emulator.host, { email: account.email }));
    expect(body.errors).toBeUndefined();
    expect(body.data!.socialSignIn.user).toMatchObject({ id: existing.user.id, socialLogin: true, hasPassword: true });
  });

  it.each([
    ['an e-mail and password Firebase user', () => mintPasswordIdToken(emulator.host, `firebase.password.${Date.now()}@example.com`)],
    ['a malformed token', async () => 'not-a-token'],
  ])('answers INVALID_TOKEN for %s', async (_case, token) => {
    const answer = await signInWith(await token());
    expect(codesOf(answer)).toEqual(['INVALID_TOKEN']);
    expect(answer.body.data).toBeNull();
  });
});
