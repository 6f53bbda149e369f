import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../../server/auth/signing-key.ts';
import { queryRows } from '../../server/db/client.ts';
import { migrationsFolder } from '../../server/db/migrate.ts';
import { mailOutbox } from '../../server/db/schema/mail-outbox.ts';
import { mailCarRequestMatches } from '../../server/finding/car-request-matches.ts';
import { mailFavoritePriceDrops } from '../../server/favourites/price-alerts.ts';
import { createSignedIds } from '../../server/auth/signed-ids.ts';
import { linkSecretPlaceholder, revealBodies } from '../../server/mail/link-secrets.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../support/mail-catcher.ts';
import { bearer, confirmedSession, mailedToken, newAccount, signInMutation, signUpMutation, validateMutation, type Session } from './support/accounts.ts';
import { carRequestInput, createCarRequestMutation } from './support/car-requests-client.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { dumpDatabase } from './support/database-dump.ts';
import { linkSecretsOf } from './support/outbox-keys.ts';
import type { TestServer } from './support/test-server.ts';

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

// The unsubscribe link of a car request's match e-mail: the request id, a dot, then the signature.
const UNSUBSCRIBE_TOKEN = /\/car-requests\/unsubscribe\?lang=(?:es|en)&token=([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/;

function unsubscribeTokenIn(text: string): string {
  const token = UNSUBSCRIBE_TOKEN.exec(text)?.[1];
  if (!token) throw new Error('no unsubscribe link in the e-mail');
  return token;
}

/**
 * A car request left by a visitor for a model none of whose cars is on sale, then one of them put
 * on sale: the match e-mail, with its unsubscribe link, is queued. Answers the request's id.
 */
async function queueMatchMail(server: TestServer, email: string): Promise<string> {
  const { db } = server.database;
  const [model] = await queryRows<{ brand: string; model: string; model_id: number }>(
    db,
    sql`select b.slug as brand, m.slug as model, m.id as model_id from cars c join car_models m on m.id = c.model_id join brands b on b.id = m.brand_id
        group by b.id, m.id order by count(*) desc, m.id limit 1`,
  );
  await db.execute(sql`update cars set status = 'NOT_AVAILABLE' where model_id = ${model!.model_id}`);
  const input = carRequestInput(model!, { year: 2000, budget: 100_000_000, person: { name: 'Luis', lastName: 'Gómez', email, phone: '8295550123' } });
  const { createCarRequest } = await post<{ createCarRequest: { id: string } }>(server, createCarRequestMutation, input);
  await db.execute(sql`update cars set status = 'AVAILABLE' where id = (select min(id) from cars where model_id = ${model!.model_id})`);
  const unsubscribeTokens = createSignedIds(await loadSigningKey(server.config), 'carRequestUnsubscribe');
  await mailCarRequestMatches(db, new Date(), { publicUrl: server.config.publicUrl.replace(/\/+$/, ''), linkSecrets: linkSecretsOf(db), unsubscribeTokens });
  return createCarRequest.id;
}

/** The unsubscribe token of the match e-mail waiting for `email`, as its recipient would read it. */
async function waitingUnsubscribeToken(server: TestServer, email: string): Promise<string> {
  const { db } = server.database;
  const [mail] = await queryRows<{ to_address: string; text_body: string; html_body: string; link_secret: string | null }>(
    db,
    sql`select to_address, text_body, html_body, link_secret from mail_outbox where to_address = ${email} and kind = 'CAR_REQUEST_MATCH'`,
  );
  if (!mail) throw new Error(`no match e-mail for ${email}`);
  return unsubscribeTokenIn(revealBodies({ toAddress: mail.to_address, textBody: mail.text_body, htmlBody: mail.html_body, linkSecret: mail.link_secret }, linkSecretsOf(db)).text);
}

/** The token's signature: the part nobody can rebuild from the request id the database holds anyway. */
const signatureOf = (token: string) => token.split('.')[1]!;

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
    // A few cars, so a car request can be matched and mailed.
    server = await startCatalogueServer(40, {}, { SMTP_URL: catcher.url });
  }, 120_000);
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
    await queueMatchMail(server, account.email);
    const unsubscribeToken = unsubscribeTokenIn((await nthMail(account.email, 'CAR_REQUEST_MATCH', 1)).text);

    expect(new Set([signUpToken, resentToken, usedResetToken, liveResetToken]).size).toBe(4);
    await expectNowhere(server, {
      'the sign-up confirmation token': signUpToken,
      'the resent confirmation token': resentToken,
      'the used reset token': usedResetToken,
      'the live reset token': liveResetToken,
      'the refresh token': signInUser.refreshToken,
      'the first password': account.password,
      'the new password': newPassword,
      'the unsubscribe token': unsubscribeToken,
      'the unsubscribe token’s signature': signatureOf(unsubscribeToken),
    });
  });
});

describe('with mail waiting in the outbox (no SMTP server)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startCatalogueServer(40);
  }, 120_000);
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

  it('keeps no usable unsubscribe link while a car request’s match e-mail is not sent', async () => {
    const email = newAccount().email;
    const requestId = await queueMatchMail(server, email);
    const token = await waitingUnsubscribeToken(server, email);
    expect(token.startsWith(`${requestId}.`)).toBe(true);
    await expectNowhere(server, { 'the unsubscribe token': token, 'the unsubscribe token’s signature': signatureOf(token) });
    // The token read from the outbox is the one that works.
    expect((await fetch(`${server.url}/car-requests/unsubscribe?lang=es&token=${token}`)).status).toBe(200);
    const [request] = await queryRows<{ unsubscribed: boolean }>(server.database.db, sql`select unsubscribed_at is not null as unsubscribed from car_requests where id = ${requestId}`);
    expect(request?.unsubscribed).toBe(true);
  });

  it('keeps no usable opt-out link while a favourite’s price-drop e-mail is not sent', async () => {
    const { db } = server.database;
    const session = await confirmedSession(server.url, db);
    const [car] = await queryRows<{ id: number }>(db, sql`select id from cars where status = 'AVAILABLE' and not has_offer order by id limit 1`);
    const added = await postFrom(server.url, freshClientIp(), 'mutation a($input: FavoriteCarInput!) { addFavoriteCar(input: $input) { id } }', {
      headers: bearer(session.accessToken),
      variables: { input: { id: String(car!.id) } },
    });
    expect(added.body.errors).toBeUndefined();
    await db.execute(sql`update cars set listing_price = listing_price - 5000, base_price = base_price - 5000 where id = ${car!.id}`);
    const optOutTokens = createSignedIds(await loadSigningKey(server.config), 'priceAlertsOptOut');
    await mailFavoritePriceDrops(db, new Date(), { publicUrl: server.config.publicUrl.replace(/\/+$/, ''), linkSecrets: linkSecretsOf(db), optOutTokens });
    const token = await mailedToken(db, session.user.email, 'FAVORITE_PRICE_DROP');
    expect(token.startsWith(`${session.user.id}.`)).toBe(true);
    await expectNowhere(server, { 'the opt-out token': token, 'the opt-out token’s signature': signatureOf(token) });
    // The token read from the outbox is the one that works.
    expect((await fetch(`${server.url}/price-alerts/unsubscribe?lang=es&token=${token}`)).status).toBe(200);
    const [user] = await queryRows<{ price_alerts: boolean }>(db, sql`select price_alerts from users where id = ${session.user.id}`);
    expect(user?.price_alerts).toBe(false);
  });

  it('keeps no usable newsletter confirmation or unsubscribe link while their e-mails are not sent', async () => {
    const email = newAccount().email;
    await post(server, 'mutation subscribeNewsletter($input: NewsletterInput!) { subscribeNewsletter(input: $input) }', { email });
    const confirmation = await mailedToken(server.database.db, email, 'NEWSLETTER_CONFIRMATION');
    const confirmed = await postFrom(server.url, freshClientIp(), 'mutation confirm($token: String!) { confirmNewsletterSubscription(token: $token) }', { variables: { token: confirmation } });
    // The token read from the outbox is the one that works.
    expect(confirmed.body.data).toEqual({ confirmNewsletterSubscription: true });
    const unsubscribe = await mailedToken(server.database.db, email, 'NEWSLETTER_WELCOME');
    await expectNowhere(server, { 'the confirmation token': confirmation, 'the unsubscribe token': unsubscribe, 'the unsubscribe token’s signature': signatureOf(unsubscribe) });
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
