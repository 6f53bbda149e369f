import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { pesos } from '../../server/mail/pesos.ts';
import { bearer, codesOf, confirmedSession, testClock } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { catalogueCar, createMutation, sellInput, sellRequestFields, type SellRequest } from './support/sell-requests-client.ts';
import { staffSession } from './support/staff-client.ts';
import type { TestServer } from './support/test-server.ts';

// Issue "operator console" §3: the appraiser's offer within 24 hours, and the seller's answer.
// Monday 9 March 2026, mid-morning in Santo Domingo: inspection windows from tomorrow on.
const clock = testClock(new Date('2026-03-09T10:15:00-04:00'));
const slot = (day: number, hour: number) => `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00-04:00`;

let server: TestServer;
let appraiser: Record<string, string>;
let spotId: string;
let car: Awaited<ReturnType<typeof catalogueCar>>;
const db = () => server.database.db;
beforeAll(async () => {
  server = await startCatalogueServer(4, { auth: { now: clock.now } });
  appraiser = (await staffSession(server.url, db(), ['appraiser'])).headers;
  spotId = String((await queryRows<{ id: number }>(db(), sql`select id from spots order by id limit 1`))[0]!.id);
  car = await catalogueCar(db());
}, 120_000);
afterAll(() => server?.close());

type Offered = SellRequest & { offer: number | null; offerExpiresAt: string | null; offerDueAt: string };
const fields = `${sellRequestFields} offerDueAt`;
const call = <Data>(query: string, input: unknown, headers: Record<string, string>) => postFrom<Data>(server.url, freshClientIp(), query, { headers, variables: { input } });
const offer = (sellRequestId: string, amount: number) => call<{ makeSellOffer: Offered }>(`mutation o($input: SellOfferInput!) { makeSellOffer(input: $input) { ${fields} } }`, { sellRequestId, amount }, appraiser);
const respond = (sellRequestId: string, accept: boolean, headers: Record<string, string>) =>
  call<{ respondToSellOffer: Offered }>(`mutation r($input: SellOfferResponseInput!) { respondToSellOffer(input: $input) { ${fields} } }`, { sellRequestId, accept }, headers);

let hour = 7;
/** A signed-in seller's request, inspected at the next free hour of 10 March. */
async function sellerWithRequest(locale = 'en') {
  const session = await confirmedSession(server.url, db());
  const headers = bearer(session.accessToken);
  hour += 1;
  const input = sellInput(car, spotId, slot(10, hour), { person: { name: 'Ana', lastName: 'Pérez', email: session.user.email, phone: '8095550123' }, locale });
  const created = await call<{ createSellRequest: Offered }>(createMutation, input, headers);
  expect(created.body.errors).toBeUndefined();
  return { headers, email: session.user.email, request: created.body.data!.createSellRequest };
}

const carName = (request: SellRequest) => {
  const { brand, model, year } = request.car as SellRequest['car'] & { brand: { name: string }; model: { name: string } };
  return `${brand.name} ${model.name} ${year}`;
};
const offerMails = (email: string) =>
  queryRows<{ subject: string; text_body: string }>(db(), sql`select subject, text_body from mail_outbox where lower(to_address) = ${email.toLowerCase()} and kind = 'SELL_OFFER' order by created_at, id`);

describe('makeSellOffer and respondToSellOffer', () => {
  it('the appraiser sees requests by the 24-hour promise, offers, the seller is e-mailed in their language and accepts in their account', async () => {
    const seller = await sellerWithRequest('en');
    const queue = await call<{ staffSellRequests: Offered[] }>(`query q { staffSellRequests(status: "REQUESTED") { ${fields} } }`, undefined, appraiser);
    const queued = queue.body.data!.staffSellRequests;
    expect(queued.map((request) => request.id)).toContain(seller.request.id);
    // Oldest promise first: the due times never go down the list.
    const dues = queued.map((request) => Date.parse(request.offerDueAt));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    // Who saw the sellers' contact details, and which, is on record (SECURITY.md row 11).
    const [view] = await queryRows<{ action: string; after: { shown: string[] } }>(db(), sql`select action, after from audit_log where action = 'staffSellRequests' order by id desc limit 1`);
    expect(view!.after.shown).toEqual(queued.map((request) => request.id));
    // Due 24 hours after the inspection hour ends.
    expect(queued.find((request) => request.id === seller.request.id)!.offerDueAt).toBe(slot(11, hour + 1));

    const made = await offer(seller.request.id, 850_000);
    expect(made.body.errors).toBeUndefined();
    expect(made.body.data!.makeSellOffer).toMatchObject({ status: 'PENDING', tab: 'IN_PROGRESS', offer: 850_000, offerExpiresAt: '2026-03-16T10:15:00-04:00' });
    const [mail] = await offerMails(seller.email);
    expect(mail!.subject).toBe(`We have an offer for your ${carName(seller.request)}`);
    expect(mail!.text_body).toContain(pesos(850_000));
    expect(mail!.text_body).toContain('/user/sell');

    const accepted = await respond(seller.request.id, true, seller.headers);
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data!.respondToSellOffer).toMatchObject({ status: 'APPROVED', offer: 850_000 });
    // Answered once: the second answer and a late offer find the request closed.
    expect(codesOf(await respond(seller.request.id, false, seller.headers))).toEqual(['SELL_REQUEST_CLOSED']);
    expect(codesOf(await offer(seller.request.id, 900_000))).toEqual(['SELL_REQUEST_CLOSED']);
    const [entry] = await queryRows<{ action: string; after: { status: string; offer: number } }>(db(), sql`select action, after from audit_log where subject_type = 'sell_request' and subject_id = ${seller.request.id}`);
    expect(entry).toMatchObject({ action: 'makeSellOffer', after: { status: 'PENDING', offer: 850_000 } });
  });

  it('a rejected offer closes the request; a replaced offer is the one the seller answers', async () => {
    const seller = await sellerWithRequest('es');
    await offer(seller.request.id, 700_000);
    const replaced = await offer(seller.request.id, 720_000);
    expect(replaced.body.data!.makeSellOffer).toMatchObject({ status: 'PENDING', offer: 720_000 });
    const mails = await offerMails(seller.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Tenemos una oferta por tu ${carName(seller.request)}`, `Tenemos una oferta por tu ${carName(seller.request)}`]);
    expect(mails[1]!.text_body).toContain(pesos(720_000));
    const rejected = await respond(seller.request.id, false, seller.headers);
    expect(rejected.body.data!.respondToSellOffer).toMatchObject({ status: 'REJECTED', tab: 'COMPLETE' });
  });

  it('only the owner answers, only while an offer waits, and only for its 7 days', async () => {
    const seller = await sellerWithRequest();
    const stranger = bearer((await confirmedSession(server.url, db())).accessToken);
    expect(codesOf(await respond(seller.request.id, true, seller.headers))).toEqual(['SELL_REQUEST_CLOSED']);
    await offer(seller.request.id, 800_000);
    expect(codesOf(await respond(seller.request.id, true, stranger))).toEqual(['NOT_FOUND']);
    expect(codesOf(await respond(seller.request.id, true, {}))).toEqual(['UNAUTHENTICATED']);
    clock.advance(7 * 86_400 + 1);
    try {
      // A fresh token: access tokens live 15 minutes of the same clock.
      const again = await postFrom<{ signInUser: { accessToken: string } }>(server.url, freshClientIp(), 'mutation s($input: SignInUserInput!) { signInUser(input: $input) { accessToken } }', {
        variables: { input: { email: seller.email, password: 'correct horse 1' } },
      });
      expect(codesOf(await respond(seller.request.id, true, bearer(again.body.data!.signInUser.accessToken)))).toEqual(['OFFER_EXPIRED']);
    } finally {
      clock.advance(-(7 * 86_400 + 1));
    }
  });

  it('refuses amounts that are not whole pesos and requests nobody made', async () => {
    const seller = await sellerWithRequest();
    for (const amount of [0, -1, 0.5, 100_000_001]) expect(codesOf(await offer(seller.request.id, amount))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await offer('00000000-0000-4000-8000-000000000000', 800_000))).toEqual(['NOT_FOUND']);
    expect(codesOf(await offer('not-an-id', 800_000))).toEqual(['NOT_FOUND']);
  });
});
