import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import {
  codesOf,
  confirmedSession,
  countMails,
  mailedToken,
  newAccount,
  signInMutation,
  signUpMutation,
  testClock,
  validateMutation,
} from './support/accounts.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  // Debug level: whatever the server logs at its most talkative must still hold no password.
  server = await startTestServer({ LOG_LEVEL: 'debug' }, { auth: { now: clock.now } });
});
afterAll(() => server?.close());

const post = (query: string, input: Record<string, unknown>, ip = freshClientIp()) => postFrom(server.url, ip, query, { variables: { input } });
const resendMutation = 'mutation resendConfirmation($input: ResendConfirmationInput!) { resendConfirmation(input: $input) }';

describe('signUpUser', () => {
  it('creates an unconfirmed account with empty tokens and e-mails a confirmation link', async () => {
    const account = newAccount();
    const { body } = await post(signUpMutation, { ...account, email: account.email.toUpperCase() });
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({ signUpUser: { accessToken: '', refreshToken: '', user: { email: account.email, socialLogin: false, hasPassword: true } } });
    expect(await countMails(server.database.db, account.email, 'EMAIL_CONFIRMATION')).toBe(1);
  });

  it('answers EMAIL_ALREADY_REGISTERED for an e-mail with an account, whatever its capitals', async () => {
    const account = newAccount();
    await post(signUpMutation, account);
    const again = await post(signUpMutation, { ...account, email: account.email.replace('maria', 'MARIA') });
    expect(codesOf(again)).toEqual(['EMAIL_ALREADY_REGISTERED']);
    expect(again.body.errors?.[0]?.message).toBe('This email is already registered');
  });

  it('lets exactly one of 50 concurrent sign-ups with one e-mail through', async () => {
    const account = newAccount();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(signUpMutation, account)));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const codes = answers.map((answer) => codesOf(answer)[0] ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(codes.filter((code) => code === 'EMAIL_ALREADY_REGISTERED')).toHaveLength(49);
    const rows = await queryRows<{ count: number }>(server.database.db, sql`select count(*)::int as count from users where lower(email) = ${account.email}`);
    expect(rows[0]?.count).toBe(1);
    expect(await countMails(server.database.db, account.email, 'EMAIL_CONFIRMATION')).toBe(1);
  });

  it('refuses invalid input with field codes from the shared schema', async () => {
    const { body } = await post(signUpMutation, { name: 'R2D2', lastName: '', email: 'nope', password: '123' });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const fields = body.errors?.[0]?.extensions?.errors?.map((error) => `${error.field}:${error.message}`);
    expect(fields).toEqual(expect.arrayContaining(['name:only_letters', 'lastName:required', 'email:invalid_email', 'password:too_short']));
  });
});

describe('e-mail confirmation', () => {
  it('refuses sign-in before confirmation with EMAIL_NOT_CONFIRMED, only once the password is right', async () => {
    const account = newAccount();
    await post(signUpMutation, account);
    expect(codesOf(await post(signInMutation, { email: account.email, password: 'wrong password' }))).toEqual(['WRONG_CREDENTIALS']);
    expect(codesOf(await post(signInMutation, { email: account.email, password: account.password }))).toEqual(['EMAIL_NOT_CONFIRMED']);
  });

  it('confirms once with a link; the same link then is INVALID_TOKEN', async () => {
    const account = newAccount();
    await post(signUpMutation, account);
    const token = await mailedToken(server.database.db, account.email, 'EMAIL_CONFIRMATION');
    const first = await post(validateMutation, { token });
    expect(first.body.data).toEqual({ validateToken: { valid: true, purpose: 'EMAIL_CONFIRMATION' } });
    expect(codesOf(await post(validateMutation, { token }))).toEqual(['INVALID_TOKEN']);
    const signedIn = await post(signInMutation, { email: account.email, password: account.password });
    expect(signedIn.body.errors).toBeUndefined();
  });

  it('refuses a confirmation link after 24 hours', async () => {
    const account = newAccount();
    await post(signUpMutation, account);
    const token = await mailedToken(server.database.db, account.email, 'EMAIL_CONFIRMATION');
    clock.advance(24 * 60 * 60 + 1);
    expect(codesOf(await post(validateMutation, { token }))).toEqual(['INVALID_TOKEN']);
  });

  it.each(['', 'x', 'a'.repeat(43), '../../etc', 'A'.repeat(10_000)])('refuses the made-up link token %#', async (token) => {
    expect(codesOf(await post(validateMutation, { token }))).toEqual(['INVALID_TOKEN']);
  });

  it('resends a working link to an unconfirmed account, and answers true for unknown and confirmed e-mails alike', async () => {
    const account = newAccount();
    await post(signUpMutation, account);
    expect((await post(resendMutation, { email: account.email, locale: 'en' })).body.data).toEqual({ resendConfirmation: true });
    expect(await countMails(server.database.db, account.email, 'EMAIL_CONFIRMATION')).toBe(2);
    expect((await post(resendMutation, { email: 'nobody@example.com' })).body.data).toEqual({ resendConfirmation: true });
    const confirmed = await confirmedSession(server.url, server.database.db);
    expect((await post(resendMutation, { email: confirmed.user.email })).body.data).toEqual({ resendConfirmation: true });
    expect(await countMails(server.database.db, confirmed.user.email, 'EMAIL_CONFIRMATION')).toBe(1);
    const token = await mailedToken(server.database.db, account.email, 'EMAIL_CONFIRMATION');
    expect((await post(validateMutation, { token })).body.errors).toBeUndefined();
  });
});

describe('stored secrets', () => {
  it('keeps argon2id hashes and no raw token, and never logs a password', async () => {
    const account = newAccount({ password: 'unique-password-9f3a' });
    const session = await confirmedSession(server.url, server.database.db, account);
    const [user] = await queryRows<{ password_hash: string }>(server.database.db, sql`select password_hash from users where id = ${session.user.id}`);
    expect(user?.password_hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    const confirmation = await mailedToken(server.database.db, account.email, 'EMAIL_CONFIRMATION');
    const stored = await queryRows<{ text: string }>(
      server.database.db,
      sql`select token_hash as text from link_tokens union all select token_hash from refresh_tokens union all select coalesce(password_hash, '') from users`,
    );
    for (const secret of [confirmation, session.refreshToken, account.password]) {
      expect(stored.some((row) => row.text.includes(secret))).toBe(false);
    }
    await post(signInMutation, { email: account.email, password: 'unique-wrong-7c1e' });
    await post(signUpMutation, { ...account, name: '1', password: 'unique-invalid-4b2d' });
    const logs = server.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const password of [account.password, 'unique-wrong-7c1e', 'unique-invalid-4b2d']) expect(logs).not.toContain(password);
  });
});
