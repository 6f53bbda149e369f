import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../../server/auth/signing-key.ts';
import { queryRows } from '../../server/db/client.ts';
import { mailCarRequestMatches, type MatchMailing } from '../../server/finding/car-request-matches.ts';
import { createSignedIds } from '../../server/auth/signed-ids.ts';
import { revealBodies } from '../../server/mail/link-secrets.ts';
import { testClock } from './support/accounts.ts';
import { type CarRequest, carRequestInput, createCarRequestMutation } from './support/car-requests-client.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { linkSecretsOf } from './support/outbox-keys.ts';
import { send } from './support/sell-requests-client.ts';
import type { TestServer } from './support/test-server.ts';

const DAY = 24 * 60 * 60;
// Monday 9 March 2026, mid-morning in Santo Domingo.
const clock = testClock(new Date('2026-03-09T10:15:00-04:00'));

let server: TestServer;
let mailing: MatchMailing;
/** A model with at least four cars, the ones these tests move in and out of sale. */
let model: { brand: string; model: string; model_id: number; cars: { id: number; slug: string; year: number; price: number }[] };
beforeAll(async () => {
  server = await startCatalogueServer(320, { auth: { now: clock.now } });
  const { db } = server.database;
  mailing = { publicUrl: server.config.publicUrl.replace(/\/+$/, ''), linkSecrets: linkSecretsOf(db), unsubscribeTokens: createSignedIds(await loadSigningKey(server.config), 'carRequestUnsubscribe') };
  const [row] = await queryRows<{ brand: string; model: string; model_id: number }>(
    db,
    sql`select b.slug as brand, m.slug as model, m.id as model_id from cars c join car_models m on m.id = c.model_id join brands b on b.id = m.brand_id
        group by b.id, m.id having count(*) >= 4 order by count(*) desc, m.id limit 1`,
  );
  const cars = await queryRows<{ id: number; slug: string; year: number; price: number }>(
    db,
    sql`select id, slug, year, listing_price::float8 as price from cars where model_id = ${row!.model_id} order by id limit 4`,
  );
  model = { ...row!, cars };
  // None of them on sale when the request is made.
  await db.execute(sql`update cars set status = 'NOT_AVAILABLE' where model_id = ${row!.model_id}`);
}, 120_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const sweep = () => mailCarRequestMatches(db(), clock.now(), mailing);
const setCar = (id: number, change: { status?: string; price?: number }) =>
  db().execute(sql`update cars set status = coalesce(${change.status ?? null}::car_status, status),
    listing_price = coalesce(${change.price ?? null}::numeric, listing_price), base_price = coalesce(${change.price ?? null}::numeric, base_price),
    has_offer = false, offer_original_price = null, offer_discount = null where id = ${id}`);
const request = async (overrides: Record<string, unknown> = {}) => {
  const input = carRequestInput(model, { year: 2000, budget: 100_000_000, ...overrides });
  const answer = await send<{ createCarRequest: CarRequest }>(server.url, createCarRequestMutation, input);
  expect(answer.body.errors).toBeUndefined();
  return { id: answer.body.data!.createCarRequest.id, email: input.person.email };
};
/** The match e-mails sent to `email`, oldest first, as the recipient reads them. */
const matchMails = async (email: string) => {
  const rows = await queryRows<{ to_address: string; subject: string; text_body: string; html_body: string; link_secret: string | null }>(
    db(),
    sql`select to_address, subject, text_body, html_body, link_secret from mail_outbox where kind = 'CAR_REQUEST_MATCH' and to_address = ${email} order by created_at, id`,
  );
  return rows.map((row) => ({ subject: row.subject, text: revealBodies({ toAddress: row.to_address, textBody: row.text_body, htmlBody: row.html_body, linkSecret: row.link_secret }, mailing.linkSecrets).text }));
};
const unsubscribeLink = (text: string) => /(https?:\/\/\S+\/car-requests\/unsubscribe\?lang=(?:es|en)&token=\S+)/.exec(text)![1]!;
const matchesOf = async (requestId: string) =>
  (await queryRows<{ car_id: number }>(db(), sql`select car_id from car_request_matches where car_request_id = ${requestId} order by car_id`)).map((row) => row.car_id);

describe('car request matching', () => {
  it('mails a car that becomes available once, waits for the next day with a second, never mails a car twice, and stops when unsubscribed', async () => {
    const [first, second, third, fourth] = model.cars;
    const { id, email } = await request();
    expect(await matchMails(email)).toEqual([]);

    // A car becomes available: one e-mail naming it with its page, and the way to stop them.
    await setCar(first!.id, { status: 'AVAILABLE' });
    await sweep();
    let mails = await matchMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${mailing.publicUrl}/car/${first!.slug}`);
    expect(mails[0]!.text).toContain('Para no recibir más carros de esta solicitud');

    // A second match the same day waits: no second e-mail that day, however often the sweep runs.
    await setCar(second!.id, { status: 'AVAILABLE' });
    await sweep();
    await sweep();
    expect(await matchMails(email)).toHaveLength(1);
    expect(await matchesOf(id)).toEqual([first!.id, second!.id].sort((a, b) => a - b));

    // The first car leaves and comes back cheaper: it matched once, it is never mailed again.
    await setCar(first!.id, { status: 'PENDING' });
    await setCar(first!.id, { status: 'AVAILABLE', price: first!.price - 1000 });
    expect(await matchesOf(id)).toEqual([first!.id, second!.id].sort((a, b) => a - b));

    // The next day, the waiting match goes out alone.
    clock.advance(DAY);
    await sweep();
    mails = await matchMails(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(`/car/${second!.slug}`);
    expect(mails[1]!.text).not.toContain(`/car/${first!.slug}`);
    await sweep();
    expect(await matchMails(email)).toHaveLength(2);

    // An available car that gets cheaper matches too: one over the budget, then within it.
    await setCar(third!.id, { status: 'AVAILABLE', price: 100_000_000 + 1000 });
    expect(await matchesOf(id)).not.toContain(third!.id);
    await setCar(third!.id, { price: 100_000_000 - 1000 });
    clock.advance(DAY);
    await sweep();
    mails = await matchMails(email);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.text).toContain(`/car/${third!.slug}`);

    // The unsubscribe link works without signing in, says so in the request's language, and again.
    // The link names the configured public address; the test server listens on a port of its own.
    const mailed = new URL(unsubscribeLink(mails[2]!.text));
    expect(mailed.origin).toBe(new URL(mailing.publicUrl).origin);
    const link = `${server.url}${mailed.pathname}${mailed.search}`;
    // Decision 17: the outbox holds the link's token only sealed.
    const stored = await queryRows<{ bodies: string }>(db(), sql`select text_body || html_body as bodies from mail_outbox where to_address = ${email}`);
    expect(mailed.searchParams.get('token')).toBe(mailing.unsubscribeTokens.tokenFor(id));
    for (const row of stored) expect(row.bodies).not.toContain(mailing.unsubscribeTokens.tokenFor(id));
    for (let visit = 0; visit < 2; visit++) {
      const page = await fetch(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('No te enviaremos más carros');
    }
    await setCar(fourth!.id, { status: 'AVAILABLE' });
    clock.advance(DAY);
    await sweep();
    expect(await matchMails(email)).toHaveLength(3);
    expect(await matchesOf(id)).not.toContain(fourth!.id);
  });

  it('is mailed by the server itself once the change is announced, without anyone sweeping', async () => {
    const car = model.cars[1]!;
    await setCar(car.id, { status: 'NOT_AVAILABLE' });
    const { email } = await request();
    await setCar(car.id, { status: 'AVAILABLE' });
    // The instance hears the change (decision 18) and sweeps: the e-mail arrives, and only one.
    await expect.poll(async () => (await matchMails(email)).length, { timeout: 10_000 }).toBe(1);
    expect((await matchMails(email))[0]!.text).toContain(`/car/${car.slug}`);
  });

  it('matches only the model, the year asked for or newer and the budget', async () => {
    const car = model.cars[0]!;
    await setCar(car.id, { status: 'NOT_AVAILABLE' });
    const newer = await request({ year: Math.min(car.year + 1, 2027) });
    const poorer = await request({ budget: Math.max(1, Math.floor(car.price / 2)) });
    const fitting = await request({ year: car.year, budget: car.price });
    const [otherModel] = await queryRows<{ brand: string; model: string }>(
      db(),
      sql`select b.slug as brand, m.slug as model from car_models m join brands b on b.id = m.brand_id where m.id <> ${model.model_id} order by m.id limit 1`,
    );
    const another = await send<{ createCarRequest: CarRequest }>(server.url, createCarRequestMutation, carRequestInput(otherModel!, { year: 2000, budget: 100_000_000 }));
    expect(another.body.errors).toBeUndefined();
    await setCar(car.id, { status: 'AVAILABLE' });
    expect(await matchesOf(another.body.data!.createCarRequest.id)).toEqual([]);
    expect(await matchesOf(newer.id)).toEqual([]);
    expect(await matchesOf(poorer.id)).toEqual([]);
    expect(await matchesOf(fitting.id)).toEqual([car.id]);
  });

  it('answers 404 to a forged or altered unsubscribe link, and the English page to an English request', async () => {
    const { id } = await request({ locale: 'en' });
    const token = mailing.unsubscribeTokens.tokenFor(id);
    const base = `${server.url}/car-requests/unsubscribe?token=`;
    for (const bad of ['', 'nonsense', `${id}.${'A'.repeat(43)}`, `${token}x`, `00000000-0000-4000-8000-000000000000.${token.split('.')[1]}`]) {
      expect((await fetch(base + encodeURIComponent(bad))).status).toBe(404);
    }
    expect((await fetch(`${server.url}/car-requests/unsubscribe`)).status).toBe(404);
    // A broken link is answered in the language it carries, Spanish when it carries none.
    const brokenEnglish = await fetch(`${server.url}/car-requests/unsubscribe?lang=en&token=${encodeURIComponent(`${token}x`)}`);
    expect(brokenEnglish.status).toBe(404);
    expect(await brokenEnglish.text()).toContain('<html lang="en">');
    expect(await (await fetch(base + 'nonsense')).text()).toContain('Este enlace no es válido');
    const page = await fetch(base + token);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('We will not send you more cars');
    const [row] = await queryRows<{ unsubscribed: boolean }>(db(), sql`select unsubscribed_at is not null as unsubscribed from car_requests where id = ${id}`);
    expect(row!.unsubscribed).toBe(true);
  });
});
