import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  codesOf,
  confirmedSession,
  countMails,
  mailedToken,
  refreshMutation,
  selfUserQuery,
  signInMutation,
  testClock,
  validateMutation,
} from './support/accounts.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { postGraphql } from './support/graphql.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { auth: { now: clock.now } });
});
afterAll(() => server?.close());

const resetMutation = 'mutation resetUserPassword($input: ResetUserPasswordInput!) { resetUserPassword(input: $input) }';
const completeMutation = 'mutation completePasswordReset($input: CompletePasswordResetInput!) { completePasswordReset(input: $input) }';
const post = (query: string, input: Record<string, unknown>) => postFrom(server.url, freshClientIp(), query, { variables: { input } });

describe('password reset', () => {
  it('resets end to end and ends every session of the account', async () => {
    const session = await confirmedSession(server.url, server.database.db);
    const email = session.user.email;
    expect((await post(resetMutation, { email: email.toUpperCase(), origin: 'web', locale: 'en' })).body.data).toEqual({ resetUserPassword: true });
    const token = await mailedToken(server.database.db, email, 'PASSWORD_RESET');
    // Checking the link (the SPA does on opening it) does not use it up.
    for (let check = 0; check < 2; check += 1) {
      expect((await post(validateMutation, { token })).body.data).toEqual({ validateToken: { valid: true, purpose: 'PASSWORD_RESET' } });
    }
    expect(codesOf(await post(completeMutation, { token, password: '123' }))).toEqual(['BAD_USER_INPUT']);
    expect((await post(completeMutation, { token, password: 'brand new secret' })).body.data).toEqual({ completePasswordReset: true });
    expect(codesOf(await post(completeMutation, { token, password: 'another secret' }))).toEqual(['INVALID_TOKEN']);
    expect(codesOf(await post(validateMutation, { token }))).toEqual(['INVALID_TOKEN']);
    expect(codesOf(await postGraphql(server.url, selfUserQuery, { headers: bearer(session.accessToken) }))).toEqual(['MALFORMED_TOKEN']);
    expect(codesOf(await postGraphql(server.url, refreshMutation, { variables: { input: { refreshToken: session.refreshToken } } }))).toEqual(['MALFORMED_TOKEN']);
    expect(codesOf(await post(signInMutation, { email, password: session.password }))).toEqual(['WRONG_CREDENTIALS']);
    expect((await post(signInMutation, { email, password: 'brand new secret' })).body.errors).toBeUndefined();
  });

  it('answers EMAIL_NOT_FOUND for an unknown e-mail and sends nothing', async () => {
    const answer = await post(resetMutation, { email: 'nobody-here@example.com', origin: 'web' });
    expect(codesOf(answer)).toEqual(['EMAIL_NOT_FOUND']);
    expect(await countMails(server.database.db, 'nobody-here@example.com', 'PASSWORD_RESET')).toBe(0);
  });

  it('accepts only the web origin', async () => {
    const session = await confirmedSession(server.url, server.database.db);
    const answer = await post(resetMutation, { email: session.user.email, origin: 'ios' });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'origin', message: 'invalid_value' }] });
  });

  it('refuses a reset link after 60 minutes, and older links once one was used', async () => {
    const session = await confirmedSession(server.url, server.database.db);
    await post(resetMutation, { email: session.user.email, origin: 'web' });
    const expiring = await mailedToken(server.database.db, session.user.email, 'PASSWORD_RESET');
    clock.advance(60 * 60 + 1);
    expect(codesOf(await post(completeMutation, { token: expiring, password: 'brand new secret' }))).toEqual(['INVALID_TOKEN']);
    await post(resetMutation, { email: session.user.email, origin: 'web' });
    const older = await mailedToken(server.database.db, session.user.email, 'PASSWORD_RESET');
    await post(resetMutation, { email: session.user.email, origin: 'web' });
    const newer = await mailedToken(server.database.db, session.user.email, 'PASSWORD_RESET');
    expect((await post(completeMutation, { token: newer, password: 'brand new secret' })).body.errors).toBeUndefined();
    expect(codesOf(await post(completeMutation, { token: older, password: 'other secret 2' }))).toEqual(['INVALID_TOKEN']);
  });
});
