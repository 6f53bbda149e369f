import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedIds, type SignedIds } from '../../server/auth/signed-ids.ts';
import { loadSigningKey } from '../../server/auth/signing-key.ts';
import { queryRows } from '../../server/db/client.ts';
import { mailFavoritePriceDrops, type PriceAlertMailing } from '../../server/favourites/price-alerts.ts';
import { revealBodies } from '../../server/mail/link-secrets.ts';
import { bearer, confirmedSession, newAccount, testClock, type Session } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { linkSecretsOf } from './support/outbox-keys.ts';
import { staffSession } from './support/staff-client.ts';
import type { TestServer } from './support/test-server.ts';

// Decision 45: a favourite car that gets cheaper is e-mailed to whoever keeps it in favourites.
const DAY = 24 * 60 * 60;
// Monday 9 March 2026, mid-morning in Santo Domingo.
const clock = testClock(new Date('2026-03-09T10:15:00-04:00'));

let server: TestServer;
let mailing: PriceAlertMailing;
let cars: { id: string; slug: string; title: string; price: number }[];
beforeAll(async () => {
  server = await startCatalogueServer(60, { auth: { now: clock.now } });
  const key = await loadSigningKey(server.config);
  mailing = { publicUrl: server.config.publicUrl.replace(/\/+$/, ''), linkSecrets: linkSecretsOf(db()), optOutTokens: createSignedIds(key, 'priceAlertsOptOut') };
  const rows = await queryRows<{ id: number; slug: string; title: string; price: number }>(
    db(),
    sql`select c.id, c.slug, b.name || ' ' || m.name || ' ' || c.year as title, c.listing_price::float8 as price
        from cars c join brands b on b.id = c.brand_id join car_models m on m.id = c.model_id
        where c.status = 'AVAILABLE' and not c.has_offer and c.listing_price > 500000 order by c.id limit 12`,
  );
  cars = rows.map((row) => ({ ...row, id: String(row.id) }));
}, 120_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const sweep = () => mailFavoritePriceDrops(db(), clock.now(), mailing);
const pesos = (amount: number) => `RD$${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
const priceOf = async (carId: string) => (await queryRows<{ price: number }>(db(), sql`select listing_price::float8 as price from cars where id = ${Number(carId)}`))[0]!.price;

const send = <Data>(query: string, headers: Record<string, string>, input: unknown) => postFrom<Data>(server.url, freshClientIp(), query, { headers, variables: { input } });
let operatorHeaders: Record<string, string> | undefined;
const operator = async () => (operatorHeaders ??= (await staffSession(server.url, db(), ['operator'])).headers);
const setPrice = async (carId: string, basePrice: number) => {
  const answer = await send('mutation p($input: SetCarPriceInput!) { setCarPrice(input: $input) { id } }', await operator(), { carId, basePrice });
  expect(answer.body.errors).toBeUndefined();
};
const changePrices = async (carIds: string[], percent: number) => {
  const answer = await send<{ changePrices: { car: { id: string }; oldPrice: number; newPrice: number }[] }>(
    'mutation c($input: BulkPriceInput!) { changePrices(input: $input) { car { id } oldPrice newPrice } }',
    await operator(),
    { carIds, percent },
  );
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.changePrices;
};
const setPriceAlerts = (user: Session, enabled: boolean) =>
  send<{ setPriceAlerts: { priceAlerts: boolean } }>('mutation s($input: SetPriceAlertsInput!) { setPriceAlerts(input: $input) { priceAlerts } }', bearer(user.accessToken), { enabled });

/** A signed-in user (in `locale`) with `carIds` in favourites. */
async function fan(carIds: string[], locale: 'es' | 'en' = 'es'): Promise<Session> {
  const user = await confirmedSession(server.url, db(), Object.assign(newAccount(), { locale }));
  for (const id of carIds) {
    const added = await send('mutation a($input: FavoriteCarInput!) { addFavoriteCar(input: $input) { id } }', bearer(user.accessToken), { id });
    expect(added.body.errors).toBeUndefined();
  }
  return user;
}

/** The price-drop e-mails sent to the user, oldest first, as the recipient reads them. */
async function alerts(user: Session) {
  const rows = await queryRows<{ to_address: string; subject: string; text_body: string; html_body: string; link_secret: string | null }>(
    db(),
    sql`select to_address, subject, text_body, html_body, link_secret from mail_outbox where kind = 'FAVORITE_PRICE_DROP' and to_address = ${user.user.email} order by created_at, id`,
  );
  return rows.map((row) => ({ subject: row.subject, stored: row.text_body + row.html_body, ...revealBodies({ toAddress: row.to_address, textBody: row.text_body, htmlBody: row.html_body, linkSecret: row.link_secret }, mailing.linkSecrets) }));
}
const waitingDrops = async (user: Session) => (await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from favorite_price_drops where user_id = ${user.user.id}`))[0]!.count;
const optOutLink = (text: string) => new URL(/(https?:\/\/\S+\/price-alerts\/unsubscribe\?lang=(?:es|en)&token=\S+)/.exec(text)![1]!);
const priceAlertsOf = async (user: Session) => (await queryRows<{ enabled: boolean }>(db(), sql`select price_alerts as enabled from users where id = ${user.user.id}`))[0]!.enabled;

describe('favourites price alerts', () => {
  it('mails each user who keeps the car in favourites once, in their language, with the old and new price, the saving and the car', async () => {
    const car = cars[0]!;
    const [ana, ben, other] = [await fan([car.id]), await fan([car.id], 'en'), await fan([cars[1]!.id])];
    const price = car.price - 150_000;
    await setPrice(car.id, price);
    // Two sweeps at once (another instance's, or a retry) still send one e-mail each.
    await Promise.all([sweep(), sweep()]);
    await sweep();

    const [spanish] = await alerts(ana);
    expect(await alerts(ana)).toHaveLength(1);
    expect(spanish!.subject).toBe(`Bajó de precio: ${car.title}`);
    expect(spanish!.text).toContain(`Antes ${pesos(car.price)}, ahora ${pesos(price)}.`);
    expect(spanish!.text).toContain(`Ahorras ${pesos(150_000)}.`);
    expect(spanish!.text).toContain(`${mailing.publicUrl}/car/${car.slug}`);
    // The old price is struck through where the mail client shows HTML.
    expect(spanish!.html).toContain(`>${pesos(car.price)}</s>, ahora ${pesos(price)}.`);
    expect(optOutLink(spanish!.text).searchParams.get('lang')).toBe('es');

    const english = await alerts(ben);
    expect(english).toHaveLength(1);
    expect(english[0]!.subject).toBe(`Price drop: ${car.title}`);
    expect(english[0]!.text).toContain(`Was ${pesos(car.price)}, now ${pesos(price)}.`);
    expect(english[0]!.text).toContain(`You save ${pesos(150_000)}.`);

    expect(await alerts(other)).toEqual([]);
    expect(await waitingDrops(ana)).toBe(0);
  });

  it('mails a drop by changePrices, one e-mail per favourite car with the figures the change answered', async () => {
    const [first, second] = [cars[2]!, cars[3]!];
    const user = await fan([first.id, second.id]);
    const changes = await changePrices([first.id, second.id], -5);
    await sweep();
    const mails = await alerts(user);
    expect(mails).toHaveLength(2);
    for (const change of changes) {
      const car = change.car.id === first.id ? first : second;
      const mail = mails.find((candidate) => candidate.text.includes(`/car/${car.slug}`));
      expect(mail?.text).toContain(`Antes ${pesos(change.oldPrice)}, ahora ${pesos(change.newPrice)}.`);
      expect(mail?.text).toContain(`Ahorras ${pesos(change.oldPrice - change.newPrice)}.`);
    }
  });

  it('mails nobody for a rise or an unchanged price', async () => {
    const car = cars[4]!;
    const user = await fan([car.id]);
    const price = await priceOf(car.id);
    await setPrice(car.id, price + 200_000);
    await setPrice(car.id, price + 200_000);
    await changePrices([car.id], 5);
    await sweep();
    expect(await alerts(user)).toEqual([]);
    expect(await waitingDrops(user)).toBe(0);
  });

  it('sends nothing for a car that is not on sale', async () => {
    const [hidden, reviewed] = [cars[5]!, cars[6]!];
    const user = await fan([hidden.id, reviewed.id]);
    await db().execute(sql`update cars set status = 'NOT_AVAILABLE' where id = ${Number(hidden.id)}`);
    await setPrice(hidden.id, hidden.price - 100_000);
    // Hidden and cheaper in one statement, straight in the database.
    await db().execute(sql`update cars set status = 'TO_REVIEW', listing_price = listing_price - 1000, base_price = base_price - 1000 where id = ${Number(reviewed.id)}`);
    await sweep();
    expect(await alerts(user)).toEqual([]);
    expect(await waitingDrops(user)).toBe(0);
  });

  it('stops for a user who turned the alerts off in the account, and starts again when turned on', async () => {
    const car = cars[7]!;
    const user = await fan([car.id]);
    const off = await setPriceAlerts(user, false);
    expect(off.body.errors).toBeUndefined();
    expect(off.body.data!.setPriceAlerts.priceAlerts).toBe(false);
    await setPrice(car.id, car.price - 100_000);
    await sweep();
    expect(await alerts(user)).toEqual([]);

    expect((await setPriceAlerts(user, true)).body.data!.setPriceAlerts.priceAlerts).toBe(true);
    await setPrice(car.id, car.price - 200_000);
    await sweep();
    const mails = await alerts(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Antes ${pesos(car.price - 100_000)}, ahora ${pesos(car.price - 200_000)}.`);
  });

  it('opts out by the e-mailed link without signing in, again harmlessly, and refuses a forged or foreign token', async () => {
    const car = cars[8]!;
    const [user, bystander] = [await fan([car.id]), await fan([car.id])];
    await setPrice(car.id, car.price - 100_000);
    await sweep();
    const [mail] = await alerts(user);
    const mailed = optOutLink(mail!.text);
    expect(mailed.origin).toBe(new URL(mailing.publicUrl).origin);
    // The outbox holds the link's token only sealed (decision 17).
    const token = mailed.searchParams.get('token')!;
    expect(token).toBe(mailing.optOutTokens.tokenFor(user.user.id));
    expect(mail!.stored).not.toContain(token);

    const forged = async (given: string, lang = 'es') => fetch(`${server.url}${mailed.pathname}?lang=${lang}&token=${encodeURIComponent(given)}`);
    const signature = token.split('.')[1]!;
    const otherPurpose: SignedIds = createSignedIds(await loadSigningKey(server.config), 'carRequestUnsubscribe');
    for (const bad of [`${bystander.user.id}.${signature}`, `${user.user.id}.${signature.slice(0, -2)}xx`, otherPurpose.tokenFor(bystander.user.id), 'nonsense']) {
      const refused = await forged(bad);
      expect(refused.status).toBe(404);
      expect(await refused.text()).toContain('Este enlace no es válido');
    }
    expect((await fetch(`${server.url}${mailed.pathname}`)).status).toBe(404);
    expect(await (await forged('nonsense', 'en')).text()).toContain('This link is not valid');
    expect(await priceAlertsOf(bystander)).toBe(true);

    for (let visit = 0; visit < 2; visit++) {
      const page = await fetch(`${server.url}${mailed.pathname}${mailed.search}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).toContain('No te enviaremos más avisos de bajada de precio');
    }
    expect(await priceAlertsOf(user)).toBe(false);

    await setPrice(car.id, car.price - 200_000);
    await sweep();
    expect(await alerts(user)).toHaveLength(1);
    expect(await waitingDrops(user)).toBe(0);
    // The bystander was mailed about this car today: the second drop waits for tomorrow.
    expect(await alerts(bystander)).toHaveLength(1);
    expect(await waitingDrops(bystander)).toBe(1);
  });

  it('is mailed by the server itself after a price lowered straight in the database', async () => {
    const car = cars[9]!;
    const user = await fan([car.id]);
    await db().execute(sql`update cars set listing_price = listing_price - 5000, base_price = base_price - 5000 where id = ${Number(car.id)}`);
    // The instance hears the catalogue change (decision 18) and sweeps: one e-mail arrives.
    await expect.poll(async () => (await alerts(user)).length, { timeout: 10_000 }).toBe(1);
    expect((await alerts(user))[0]!.text).toContain(`Antes ${pesos(car.price)}, ahora ${pesos(car.price - 5000)}.`);
  });

  // Last: it moves the clock a day on, past every session's lifetime.
  it('sends one e-mail a day per user and car: a second drop the same day waits for the next, with the latest price', async () => {
    const car = cars[10]!;
    const user = await fan([car.id]);
    await setPrice(car.id, car.price - 100_000);
    await sweep();
    await setPrice(car.id, car.price - 150_000);
    await setPrice(car.id, car.price - 180_000);
    await sweep();
    await sweep();
    let mails = await alerts(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Antes ${pesos(car.price)}, ahora ${pesos(car.price - 100_000)}.`);

    clock.advance(DAY);
    await sweep();
    await sweep();
    mails = await alerts(user);
    expect(mails).toHaveLength(2);
    // From the price the first e-mail told of to the car's price now.
    expect(mails[1]!.text).toContain(`Antes ${pesos(car.price - 100_000)}, ahora ${pesos(car.price - 180_000)}.`);
    expect(await waitingDrops(user)).toBe(0);
  });
});
