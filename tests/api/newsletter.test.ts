import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { countMails, mailedToken, testClock } from './support/accounts.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import type { GraphQLResponse } from './support/graphql.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const subscribeMutation = 'mutation subscribeNewsletter($input: NewsletterInput!) { subscribeNewsletter(input: $input) }';
const confirmMutation = 'mutation confirmNewsletterSubscription($token: String!) { confirmNewsletterSubscription(token: $token) }';
const unsubscribeMutation = 'mutation unsubscribeNewsletter($token: String!) { unsubscribeNewsletter(token: $token) }';

const clock = testClock(new Date('2026-05-04T10:00:00-04:00'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { auth: { now: clock.now } });
}, 120_000);
afterAll(() => server?.close());

const db = () => server.database.db;
let inbox = 0;
const newEmail = () => `news.${(inbox += 1)}.${Date.now()}@example.com`;
// Each call from its own address: the per-address limit is abuse-limits.test.ts's business.
const post = <Data>(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => postFrom<Data>(server.url, freshClientIp(), query, { variables, headers });
const subscribe = (email: string, headers: Record<string, string> = {}) => post<{ subscribeNewsletter: boolean }>(subscribeMutation, { input: { email } }, headers);
const confirm = async (token: string) => (await post<{ confirmNewsletterSubscription: boolean }>(confirmMutation, { token })).body.data?.confirmNewsletterSubscription;
const unsubscribe = async (token: string) => (await post<{ unsubscribeNewsletter: boolean }>(unsubscribeMutation, { token })).body.data?.unsubscribeNewsletter;
const codeOf = (answer: GraphQLResponse) => answer.body.errors?.[0]?.extensions?.code;

type Row = { email: string; locale: string; country: string; confirmed: boolean; unsubscribed: boolean };
const rowsOf = (email: string) =>
  queryRows<Row>(
    db(),
    sql`select s.email, s.locale, c.code as country, s.confirmed_at is not null as confirmed, s.unsubscribed_at is not null as unsubscribed
        from newsletter_subscriptions s join countries c on c.id = s.country_id where lower(s.email) = ${email.toLowerCase()}`,
  );
const mailsTo = (email: string) => queryRows<{ kind: string; subject: string; text_body: string }>(db(), sql`select kind, subject, text_body from mail_outbox where to_address = ${email.toLowerCase()} order by id`);

/** Subscribes `email` and follows its confirmation link; answers the welcome letter's unsubscribe token. */
async function confirmedSubscriber(email: string): Promise<string> {
  expect((await subscribe(email)).body.data?.subscribeNewsletter).toBe(true);
  expect(await confirm(await mailedToken(db(), email, 'NEWSLETTER_CONFIRMATION'))).toBe(true);
  return mailedToken(db(), email, 'NEWSLETTER_WELCOME');
}

describe('subscribeNewsletter', () => {
  it('keeps the address waiting for its confirmation and e-mails the link in Spanish', async () => {
    const email = newEmail();
    const answer = await subscribe(` ${email.toUpperCase()} `);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.subscribeNewsletter).toBe(true);
    expect(await rowsOf(email)).toEqual([{ email, locale: 'es', country: 'DO', confirmed: false, unsubscribed: false }]);
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.kind).toBe('NEWSLETTER_CONFIRMATION');
    expect(mail!.subject).toBe('Confirma tu suscripción al boletín de Ola Cars');
    expect(mail!.text_body).toContain(`${server.config.publicUrl}/newsletter/confirm?token=`);
    expect(mail!.text_body).toContain('válido durante 48 horas');
  });

  it('writes in English for an English request, for the country of the Country header', async () => {
    const email = newEmail();
    await subscribe(email, { 'accept-language': 'en-GB,en;q=0.8', country: 'CO' });
    expect(await rowsOf(email)).toEqual([{ email, locale: 'en', country: 'CO', confirmed: false, unsubscribed: false }]);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['Confirm your subscription to the Ola Cars newsletter']);
  });

  it('refuses an address already subscribed, or waiting on its link, in any letter case, with DUPLICATE_EMAIL', async () => {
    const waiting = newEmail();
    await subscribe(waiting);
    const again = await subscribe(waiting.toUpperCase());
    expect(codeOf(again)).toBe('DUPLICATE_EMAIL');
    expect(again.body.errors?.[0]?.message).toBe('This email is already subscribed');
    expect(await countMails(db(), waiting, 'NEWSLETTER_CONFIRMATION')).toBe(1);

    const subscribed = newEmail();
    await confirmedSubscriber(subscribed);
    expect(codeOf(await subscribe(`${subscribed[0]!.toUpperCase()}${subscribed.slice(1)}`))).toBe('DUPLICATE_EMAIL');
    expect(await rowsOf(subscribed)).toHaveLength(1);
  });

  // Five: the most one inbox may try in an hour (the abuse limits' table).
  it('lets 1 of 5 racing subscriptions of one address through, in whatever letter case each came', async () => {
    const email = newEmail();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => subscribe(index % 2 ? email : email.toUpperCase())));
    expect(answers.filter((answer) => answer.body.data?.subscribeNewsletter === true)).toHaveLength(1);
    expect(answers.filter((answer) => codeOf(answer) === 'DUPLICATE_EMAIL')).toHaveLength(4);
    expect(await rowsOf(email)).toHaveLength(1);
    expect(await countMails(db(), email, 'NEWSLETTER_CONFIRMATION')).toBe(1);
  });

  it('sends a new link once the first lapsed unconfirmed, and the lapsed one no longer confirms', async () => {
    const email = newEmail();
    await subscribe(email);
    const lapsed = await mailedToken(db(), email, 'NEWSLETTER_CONFIRMATION');
    clock.advance(48 * 3600 - 1);
    expect(codeOf(await subscribe(email))).toBe('DUPLICATE_EMAIL');
    clock.advance(1);
    expect(await confirm(lapsed)).toBe(false);
    expect((await subscribe(email)).body.data?.subscribeNewsletter).toBe(true);
    const fresh = await mailedToken(db(), email, 'NEWSLETTER_CONFIRMATION');
    expect(fresh).not.toBe(lapsed);
    expect(await confirm(lapsed)).toBe(false);
    expect(await confirm(fresh)).toBe(true);
    expect(await rowsOf(email)).toEqual([expect.objectContaining({ confirmed: true, unsubscribed: false })]);
  });

  it('refuses a malformed, missing or over-long address with BAD_USER_INPUT, storing nothing', async () => {
    for (const [email, problem] of [
      ['not-an-email', 'invalid_email'],
      ['  ', 'required'],
      [`${'a'.repeat(45)}@example.com`, 'too_long'],
    ] as const) {
      const answer = await subscribe(email);
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.extensions?.errors).toEqual([{ field: 'email', message: problem }]);
    }
    expect(await rowsOf('not-an-email')).toEqual([]);
  });
});

describe('confirmNewsletterSubscription', () => {
  it('confirms once, sends the welcome letter with its unsubscribe link, and says yes again to a second click', async () => {
    const email = newEmail();
    await subscribe(email);
    const token = await mailedToken(db(), email, 'NEWSLETTER_CONFIRMATION');
    expect(await confirm(token)).toBe(true);
    expect(await confirm(token)).toBe(true);
    expect(await rowsOf(email)).toEqual([expect.objectContaining({ confirmed: true, unsubscribed: false })]);
    const welcome = (await mailsTo(email)).filter((mail) => mail.kind === 'NEWSLETTER_WELCOME');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.subject).toBe('Ya estás suscrito al boletín de Ola Cars');
    expect(welcome[0]!.text_body).toContain(`${server.config.publicUrl}/newsletter/unsubscribe?token=`);
  });

  it('answers false for a link that is not ours, without an error', async () => {
    for (const token of ['', 'x', 'A'.repeat(43), 'not a token at all', 'A'.repeat(5000)]) expect(await confirm(token)).toBe(false);
  });
});

describe('unsubscribeNewsletter', () => {
  it('ends the subscription without signing in, again changes nothing, and a new subscription starts over', async () => {
    const email = newEmail();
    const token = await confirmedSubscriber(email);
    const confirmLink = await mailedToken(db(), email, 'NEWSLETTER_CONFIRMATION');
    expect(await unsubscribe(token)).toBe(true);
    expect(await unsubscribe(token)).toBe(true);
    expect(await rowsOf(email)).toEqual([expect.objectContaining({ unsubscribed: true })]);
    // The old confirmation link cannot sign the address up again behind its back.
    expect(await confirm(confirmLink)).toBe(false);
    expect((await subscribe(email)).body.data?.subscribeNewsletter).toBe(true);
    expect(await rowsOf(email)).toEqual([expect.objectContaining({ confirmed: false, unsubscribed: false })]);
    expect(await countMails(db(), email, 'NEWSLETTER_CONFIRMATION')).toBe(2);
  });

  it('answers false for a forged or altered link, and ends nothing', async () => {
    const email = newEmail();
    const token = await confirmedSubscriber(email);
    const [id, signature] = token.split('.');
    const altered = `${id}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [altered, id!, `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${signature}`, '', 'x'.repeat(5000)]) expect(await unsubscribe(forged)).toBe(false);
    expect(await rowsOf(email)).toEqual([expect.objectContaining({ confirmed: true, unsubscribed: false })]);
  });
});
