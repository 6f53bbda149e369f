import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, codesOf, confirmedSession, refreshMutation, selfUserQuery, signInMutation, testClock, type Session } from './support/accounts.ts';
import { postGraphql } from './support/graphql.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const clock = testClock();
let server: TestServer;
let session: Session;
let key: Uint8Array;
beforeAll(async () => {
  server = await startTestServer({}, { auth: { now: clock.now } });
  session = await confirmedSession(server.url, server.database.db);
  key = new Uint8Array(await readFile(join(server.config.dataDir, 'auth-secret')));
});
afterAll(() => server?.close());

const settingQuery = 'query getSetting { getSetting { infoEmail } }';
const issuer = () => new URL(server.config.publicUrl).origin;

function forge({ alg = 'HS256', typ = 'at+jwt', aud = 'ola-cars-api', iss = issuer(), signingKey = key } = {}) {
  const seconds = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ sid: session.user.id })
    .setProtectedHeader({ alg, typ })
    .setSubject(session.user.id)
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + 600)
    .sign(signingKey);
}

const unsigned = () => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const seconds = Math.floor(clock.now().getTime() / 1000);
  return `${part({ alg: 'none', typ: 'at+jwt' })}.${part({ sub: session.user.id, sid: session.user.id, aud: 'ola-cars-api', iss: issuer(), iat: seconds, exp: seconds + 600 })}.`;
};

describe('Authorization header', () => {
  it('makes a valid access token the viewer and answers no-store', async () => {
    const { body, headers } = await postGraphql<{ selfUser: { id: string } }>(server.url, selfUserQuery, { headers: bearer(session.accessToken) });
    expect(body.data?.selfUser.id).toBe(session.user.id);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('answers UNAUTHENTICATED to an anonymous selfUser, and leaves anonymous catalogue answers cacheable', async () => {
    expect(codesOf(await postGraphql(server.url, selfUserQuery))).toEqual(['UNAUTHENTICATED']);
    expect((await postGraphql(server.url, settingQuery)).headers.get('cache-control')).not.toBe('no-store');
  });

  it.each([
    ['alg none', () => Promise.resolve(`Bearer ${unsigned()}`)],
    ['a wrong key', async () => `Bearer ${await forge({ signingKey: new Uint8Array(32).fill(7) })}`],
    ['HS512 with the right key', async () => `Bearer ${await forge({ alg: 'HS512' })}`],
    ['a wrong audience', async () => `Bearer ${await forge({ aud: 'another-api' })}`],
    ['a wrong issuer', async () => `Bearer ${await forge({ iss: 'https://evil.example' })}`],
    ['a wrong type', async () => `Bearer ${await forge({ typ: 'JWT' })}`],
    ['a refresh token', () => Promise.resolve(`Bearer ${session.refreshToken}`)],
    ['garbage', () => Promise.resolve('Bearer not.a.token')],
    ['another scheme', () => Promise.resolve('Basic x')],
    ['a bare scheme', () => Promise.resolve('Bearer')],
    ['the token without scheme', () => Promise.resolve(session.accessToken)],
  ])('refuses %s with MALFORMED_TOKEN, whatever the operation', async (_case, header) => {
    const authorization = await header();
    for (const query of [selfUserQuery, settingQuery]) {
      const response = await postGraphql(server.url, query, { headers: { authorization } });
      expect(response.status).toBeLessThan(500);
      expect(codesOf(response)).toEqual(['MALFORMED_TOKEN']);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a forged token of the right shape for a session that does not exist', async () => {
    expect(codesOf(await postGraphql(server.url, settingQuery, { headers: { authorization: `Bearer ${await forge()}` } }))).toEqual(['MALFORMED_TOKEN']);
    // A refused token is an answer, not a defect: logged at info without a stack.
    const refusals = server.logs.filter((line) => line.includes('"refusal":"TokenRefused"'));
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((line) => line.includes('"level":30') && !line.includes('stack'))).toBe(true);
    expect(server.logs.filter((line) => line.includes('"level":50') && line.includes('TokenRefused'))).toEqual([]);
  });

  it('answers EXPIRED_TOKEN after 15 minutes, for any operation', async () => {
    const fresh = await confirmedSession(server.url, server.database.db);
    clock.advance(15 * 60 - 5);
    expect((await postGraphql(server.url, settingQuery, { headers: bearer(fresh.accessToken) })).body.errors).toBeUndefined();
    clock.advance(10);
    expect(codesOf(await postGraphql(server.url, settingQuery, { headers: bearer(fresh.accessToken) }))).toEqual(['EXPIRED_TOKEN']);
    expect(codesOf(await postGraphql(server.url, selfUserQuery, { headers: bearer(fresh.accessToken) }))).toEqual(['EXPIRED_TOKEN']);
  });
});

describe('profile and password', () => {
  const updateProfile = 'mutation updateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { name telephoneNumber documentId address } }';
  const changePassword = 'mutation changePassword($input: ChangePasswordInput!) { changePassword(input: $input) }';

  it('updates the profile of the viewer only, validating with the shared schema', async () => {
    const own = await confirmedSession(server.url, server.database.db);
    const input = { name: 'Ana', lastName: 'Pérez', telephoneNumber: '8095551234', documentId: '00112345678', address: ' Calle 1 ' };
    const { body } = await postGraphql(server.url, updateProfile, { variables: { input }, headers: bearer(own.accessToken) });
    expect(body.data).toEqual({ updateProfile: { name: 'Ana', telephoneNumber: '8095551234', documentId: '00112345678', address: 'Calle 1' } });
    expect(codesOf(await postGraphql(server.url, updateProfile, { variables: { input } }))).toEqual(['UNAUTHENTICATED']);
    const invalid = await postGraphql(server.url, updateProfile, { variables: { input: { ...input, documentId: '123' } }, headers: bearer(own.accessToken) });
    expect(invalid.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'documentId', message: 'wrong_length' }] });
  });

  it('changes the password with the right current one and ends the other sessions of the account only', async () => {
    const first = await confirmedSession(server.url, server.database.db);
    const signIn = (password: string) => postGraphql<{ signInUser: Session }>(server.url, signInMutation, { variables: { input: { email: first.user.email, password } } });
    const second = (await signIn(first.password)).body.data!.signInUser;
    const change = (input: Record<string, string>) => postGraphql(server.url, changePassword, { variables: { input }, headers: bearer(first.accessToken) });
    expect(codesOf(await change({ currentPassword: 'wrong one', newPassword: 'new password 1' }))).toEqual(['WRONG_CREDENTIALS']);
    expect(codesOf(await change({ currentPassword: first.password, newPassword: 'short' }))).toEqual(['BAD_USER_INPUT']);
    expect((await change({ currentPassword: first.password, newPassword: 'new password 1' })).body.data).toEqual({ changePassword: true });
    expect((await postGraphql(server.url, selfUserQuery, { headers: bearer(first.accessToken) })).body.errors).toBeUndefined();
    expect(codesOf(await postGraphql(server.url, selfUserQuery, { headers: bearer(second.accessToken) }))).toEqual(['MALFORMED_TOKEN']);
    expect(codesOf(await postGraphql(server.url, refreshMutation, { variables: { input: { refreshToken: second.refreshToken } } }))).toEqual(['MALFORMED_TOKEN']);
    expect(codesOf(await signIn(first.password))).toEqual(['WRONG_CREDENTIALS']);
    expect((await signIn('new password 1')).body.errors).toBeUndefined();
  });
});
