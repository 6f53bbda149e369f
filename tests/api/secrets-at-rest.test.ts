import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/migrate.ts';
import { mailOutbox } from '../../server/db/schema/mail-outbox.ts';
import { linkSecretPlaceholder } from '../../server/mail/link-secrets.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../support/mail-catcher.ts';
import { mailedToken, newAccount, signInMutation, signUpMutation, validateMutation, type Session } from './support/accounts.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { dumpDatabase } from './support/database-dump.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// SECURITY.md row 16: whoever reads the database or the logs finds no secret they could use.

const resendMutation = 'mutation resendConfirmation($input: ResendConfirmationInput!) { resendConfirmation(input: $input) }';
const resetMutation = 'mutation resetUserPassword($input: ResetUserPasswordInput!) { resetUserPassword(input: $input) }';
const completeMutation = 'mutation completePasswordReset($input: CompletePasswordResetInput!) { completePasswordReset(input: $input) }';

async function post<Data = Record<string, unknown>>(server: TestServer, query: string, input: Record<string, unknown>) {
  const response = await postFrom<Data>(server.url, freshClientIp(), query, { variables: { input } });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!;
}

function tokenIn(mail: CaughtMail): string {
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no token in the ${mail.kind} e-mail`);
  expect(mail.html).toContain(token);
  return token;
}

/** Asserts that neither the database nor the server's logs hold any of `secrets`, naming the ones found. */
async function expectNowhere(server: TestServer, secrets: Record<string, string>) {
  const dump = await dumpDatabase(server.database.db);
  const logs = server.logs.join('\n');
  expect(dump).toContain('mail_outbox: ');
  const found = Object.entries(secrets).flatMap(([name, secret]) => [
    ...(dump.includes(secret) ? [`${name} in the database`] : []),
    ...(logs.includes(secret) ? [`${name} in the logs`] : []),
  ]);
  expect(found).toEqual([]);
}

describe('with mail delivered over SMTP', () => {
  let catcher: MailCatcher;
  let server: TestServer;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: catcher.url });
  });
  afterAll(async () => {
    await server?.close();
    await catcher?.close();
  });

  /** The `nth` (1-based) e-mail of `kind` to `to`, once it has arrived. */
  async function nthMail(to: string, kind: string, nth: number): Promise<CaughtMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = catcher.messages.filter((mail) => mail.kind === kind && mail.to.includes(to));
      if (mails.length >= nth) return mails[nth - 1]!;
      if (Date.now() > deadline) throw new Error(`only ${mails.length} ${kind} e-mails to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('keeps no link token, refresh token or password of any e-mail kind', async () => {
    const account = newAccount({ password: 'first secret 42' });
    const newPassword = 'second secret 43';
    await post(server, signUpMutation, account);
    const signUpToken = tokenIn(await nthMail(account.email, 'EMAIL_CONFIRMATION', 1));
    await post(server, resendMutation, { email: account.email, locale: 'en' });
    const resentToken = tokenIn(await nthMail(account.email, 'EMAIL_CONFIRMATION', 2));
    // The sign-up link stays live; the resent one confirms the account.
    await post(server, validateMutation, { token: resentToken });
    const { signInUser } = await post<{ signInUser: Session }>(server, signInMutation, { email: account.email, password: account.password });
    await post(server, resetMutation, { email: account.email, origin: 'web' });
    const usedResetToken = tokenIn(await nthMail(account.email, 'PASSWORD_RESET', 1));
    await post(server, completeMutation, { token: usedResetToken, password: newPassword });
    await post(server, resetMutation, { email: account.email, origin: 'web' });
    const liveResetToken = tokenIn(await nthMail(account.email, 'PASSWORD_RESET', 2));

    expect(new Set([signUpToken, resentToken, usedResetToken, liveResetToken]).size).toBe(4);
    await expectNowhere(server, {
      'the sign-up confirmation token': signUpToken,
      'the resent confirmation token': resentToken,
      'the used reset token': usedResetToken,
      'the live reset token': liveResetToken,
      'the refresh token': signInUser.refreshToken,
      'the first password': account.password,
      'the new password': newPassword,
    });
  });
});

describe('with mail waiting in the outbox (no SMTP server)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('keeps no usable link token while the e-mail is not sent', async () => {
    const account = newAccount();
    await post(server, signUpMutation, account);
    const confirmation = await mailedToken(server.database.db, account.email, 'EMAIL_CONFIRMATION');
    await post(server, resetMutation, { email: account.email, origin: 'web' });
    const reset = await mailedToken(server.database.db, account.email, 'PASSWORD_RESET');
    await expectNowhere(server, { 'the confirmation token': confirmation, 'the reset token': reset, 'the password': account.password });
    // The token read from the outbox is the one that works.
    expect(await post(server, validateMutation, { token: reset })).toEqual({ validateToken: { valid: true, purpose: 'PASSWORD_RESET' } });
  });

  it('has the upgrade scrub tokens that older versions wrote into the bodies', async () => {
    const db = server.database.db;
    const legacy = { sent: randomBytes(32).toString('base64url'), pending: randomBytes(32).toString('base64url') };
    for (const [state, token] of Object.entries(legacy)) {
      const link = `http://127.0.0.1:3000/auth/reset-password?token=${token}`;
      await db.insert(mailOutbox).values({
        toAddress: `legacy-${state}@example.do`,
        kind: 'PASSWORD_RESET',
        subject: 'Reset',
        textBody: `Reset: ${link}`,
        htmlBody: `<a href="${link}">${link}</a>`,
        sentAt: state === 'sent' ? new Date() : null,
      });
    }
    // The upgrade's own SQL, run again over rows as older versions wrote them.
    const scrub = (await readdir(migrationsFolder)).find((name) => name.endsWith('_scrub_mail_link_tokens.sql'));
    for (const statement of (await readFile(join(migrationsFolder, scrub!), 'utf8')).split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    await expectNowhere(server, { 'the token of a sent message': legacy.sent, 'the token of a pending message': legacy.pending });
    const [pending] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'legacy-pending@example.do'));
    // A message that lost its token cannot be sent with a working link: it is given up, not sent broken.
    expect(pending?.failedAt).toBeInstanceOf(Date);
    expect(pending?.textBody).toBe(`Reset: http://127.0.0.1:3000/auth/reset-password?token=${linkSecretPlaceholder}`);
  });
});
