import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerifiedIdentity } from '../../server/auth/identity.ts';
import { queryRows } from '../../server/db/client.ts';
import { codesOf, fakeIdentity, mailedToken, newAccount, payloadFields, signInMutation, signUpMutation, validateMutation } from './support/accounts.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const identities: Record<string, VerifiedIdentity> = {};
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { auth: { identity: fakeIdentity(identities) } });
});
afterAll(() => server?.close());

const socialMutation = `mutation socialSignIn($input: SocialSignInInput!) { socialSignIn(input: $input) { ${payloadFields} } }`;
const post = (query: string, input: Record<string, unknown>) => postFrom(server.url, freshClientIp(), query, { variables: { input } });
type Payload = { socialSignIn: { accessToken: string; refreshToken: string; user: { id: string; name: string; lastName: string; socialLogin: boolean; hasPassword: boolean } } };

function googleToken(identity: Partial<VerifiedIdentity> & { email: string | null }): string {
  const token = `google-${Object.keys(identities).length}`;
  identities[token] = { uid: `uid-${token}`, emailVerified: true, name: null, picture: null, ...identity };
  return token;
}

describe('socialSignIn', () => {
  it('creates a confirmed account on first sign-in and finds it again by Google uid', async () => {
    const token = googleToken({ email: `ana.${Date.now()}@gmail.com`, name: 'Ana María Pérez Díaz', picture: 'https://example.com/a.png' });
    const first = await post(socialMutation, { token });
    expect(first.body.errors).toBeUndefined();
    const payload = (first.body.data as Payload).socialSignIn;
    expect(payload.accessToken).not.toBe('');
    expect(payload.user).toMatchObject({ name: 'Ana', lastName: 'María Pérez Díaz', socialLogin: true, hasPassword: false });
    const again = (await post(socialMutation, { token })).body.data as Payload;
    expect(again.socialSignIn.user.id).toBe(payload.user.id);
  });

  it('names an account without display name after the e-mail', async () => {
    const answer = await post(socialMutation, { token: googleToken({ email: `pedro${Date.now()}@gmail.com` }) });
    expect((answer.body.data as Payload).socialSignIn.user).toMatchObject({ name: expect.stringMatching(/^pedro\d+$/), lastName: '' });
  });

  it('links a confirmed password account with the same verified e-mail, keeping its password', async () => {
    const account = newAccount();
    await post(signUpMutation, account);
    await post(validateMutation, { token: await mailedToken(server.database.db, account.email, 'EMAIL_CONFIRMATION') });
    const answer = await post(socialMutation, { token: googleToken({ email: account.email.toUpperCase() }) });
    expect((answer.body.data as Payload).socialSignIn.user).toMatchObject({ socialLogin: true, hasPassword: true });
    expect((await post(signInMutation, { email: account.email, password: account.password })).body.errors).toBeUndefined();
  });

  it('drops the password of an unconfirmed account it links, so whoever registered the address cannot sign in', async () => {
    const account = newAccount();
    await post(signUpMutation, account);
    const answer = await post(socialMutation, { token: googleToken({ email: account.email }) });
    expect((answer.body.data as Payload).socialSignIn.user).toMatchObject({ socialLogin: true, hasPassword: false });
    expect(codesOf(await post(signInMutation, { email: account.email, password: account.password }))).toEqual(['WRONG_CREDENTIALS']);
    const [row] = await queryRows<{ confirmed: boolean }>(server.database.db, sql`select email_confirmed_at is not null as confirmed from users where lower(email) = ${account.email}`);
    expect(row?.confirmed).toBe(true);
  });

  it('refuses an identity without a verified e-mail with BAD_USER_INPUT and creates nothing', async () => {
    const email = `unverified.${Date.now()}@example.com`;
    expect(codesOf(await post(socialMutation, { token: googleToken({ email, emailVerified: false }) }))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await post(socialMutation, { token: googleToken({ email: null }) }))).toEqual(['BAD_USER_INPUT']);
    const rows = await queryRows<{ count: number }>(server.database.db, sql`select count(*)::int as count from users where email = ${email}`);
    expect(rows[0]?.count).toBe(0);
  });

  it('answers INVALID_TOKEN for a token the verifier rejects', async () => {
    expect(codesOf(await post(socialMutation, { token: 'forged.google.token' }))).toEqual(['INVALID_TOKEN']);
    expect(codesOf(await post(socialMutation, { token: '' }))).toEqual(['BAD_USER_INPUT']);
  });
});
