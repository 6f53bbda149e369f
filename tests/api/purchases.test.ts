import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completePurchase } from '../../server/buying/purchases/complete-purchase.ts';
import { expireReservations } from '../../server/buying/purchases/expire-reservations.ts';
import { startReservationExpiry } from '../../server/buying/purchases/expiry-job.ts';
import { holdCar } from '../../server/buying/purchases/hold-car.ts';
import { carLoaders } from '../../server/catalogue/car-loaders.ts';
import { queryRows } from '../../server/db/client.ts';
import { createLogger } from '../../server/logger.ts';
import { createSandboxProvider } from '../../server/payments/sandbox-provider.ts';
import { SANDBOX_CARDS } from '../../server/payments/sandbox-cards.ts';
import { bearer, codesOf, confirmedSession, type Session } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { dumpDatabase } from './support/database-dump.ts';
import {
  archiveMutation, availableCars, cancelMutation, driveStatus, insertScheduledDrive, ledgerOfCar, type ListedCar, type Purchase, purchasesOfCar, reserveMutation,
  restoreMutation, selfQuery, send, startMutation,
} from './support/purchases-client.ts';
import type { TestServer } from './support/test-server.ts';

const HOUR_MS = 3_600_000;

let server: TestServer;
let cars: ListedCar[];
beforeAll(async () => {
  server = await startCatalogueServer(60);
  cars = await availableCars(server.database.db);
}, 180_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const sandbox = () => createSandboxProvider(db());
/** A car no other test touches. */
const freeCar = () => {
  const car = cars.shift();
  if (!car) throw new Error('the test catalogue has run out of available cars');
  return car;
};
const buyer = () => confirmedSession(server.url, db());
const as = (session: Session) => bearer(session.accessToken);

async function reserve(session: Session, car: ListedCar, paymentToken = 'tok_visa') {
  return send<{ reserveCar: Purchase }>(server.url, reserveMutation, { carId: car.id, paymentToken }, as(session));
}
async function reserved(session: Session, car: ListedCar, paymentToken = 'tok_visa'): Promise<Purchase> {
  const answer = await reserve(session, car, paymentToken);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.reserveCar;
}
async function started(session: Session, car: ListedCar, method: string): Promise<Purchase> {
  const answer = await send<{ startPurchase: Purchase }>(server.url, startMutation, { carId: car.id, method }, as(session));
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.startPurchase;
}
async function change(mutation: string, session: Session, id: string): Promise<Purchase> {
  const answer = await send<Record<string, Purchase>>(server.url, mutation, { id }, as(session));
  expect(answer.body.errors).toBeUndefined();
  return Object.values(answer.body.data!)[0]!;
}
async function mine(session: Session): Promise<Purchase[]> {
  const answer = await send<{ selfPurchases: Purchase[] }>(server.url, selfQuery, undefined, as(session));
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.selfPurchases;
}
/** Car.reserved as the car page and the listing say it. */
async function shownReserved(car: ListedCar): Promise<{ page: boolean; listing: boolean | undefined }> {
  const detail = await send<{ getCar: { reserved: boolean } }>(server.url, `query { getCar(slug: ${JSON.stringify(car.slug)}) { id reserved } }`, undefined);
  const listing = await send<{ getListingCars: { cars: { id: string; reserved: boolean }[] } }>(server.url, 'query { getListingCars(filter: { limit: 100 }) { cars { id reserved } } }', undefined);
  expect(detail.body.errors).toBeUndefined();
  expect(listing.body.errors).toBeUndefined();
  return { page: detail.body.data!.getCar.reserved, listing: listing.body.data!.getListingCars.cars.find((row) => row.id === car.id)?.reserved };
}

describe('reserveCar', () => {
  it('holds the car for 72 hours with a US$75 deposit charged once to the card, and the catalogue says it is reserved', async () => {
    const [session, car] = [await buyer(), freeCar()];
    expect(await shownReserved(car)).toEqual({ page: false, listing: false });
    const purchase = await reserved(session, car);
    expect(purchase).toMatchObject({
      status: 'RESERVED',
      view: 'IN_PROGRESS',
      method: 'RESERVATION',
      deposit: { amount: 75, currency: 'USD', refundable: true, status: 'HELD', cardBrand: 'visa', cardLast4: '4242' },
      car: { id: car.id, slug: car.slug, reserved: true },
    });
    expect(purchase.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-04:00$/);
    expect(Date.parse(purchase.expiresAt!) - Date.parse(purchase.createdAt)).toBe(72 * HOUR_MS);
    expect(await shownReserved(car)).toEqual({ page: true, listing: true });
    const { charges, refunds } = await ledgerOfCar(db(), car.id);
    expect(charges).toEqual([expect.objectContaining({ status: 'APPROVED', idempotency_key: purchase.id })]);
    expect(refunds).toEqual([]);
    expect(await mine(session)).toEqual([purchase]);
  });

  it('refuses a car someone holds, even to its holder, without charging: CAR_NOT_AVAILABLE', async () => {
    const [holder, other, starter, car] = [await buyer(), await buyer(), await buyer(), freeCar()];
    const cash = await started(starter, car, 'CASH');
    await reserved(holder, car, 'tok_mastercard');
    expect(codesOf(await reserve(other, car))).toEqual(['CAR_NOT_AVAILABLE']);
    expect(codesOf(await reserve(holder, car))).toEqual(['CAR_NOT_AVAILABLE']);
    expect((await ledgerOfCar(db(), car.id)).charges).toHaveLength(1);
    expect(await mine(other)).toEqual([]);
    // A buyer who started a cash purchase of it meets the same refusal, and the purchase stays started.
    expect(codesOf(await reserve(starter, car))).toEqual(['CAR_NOT_AVAILABLE']);
    expect(await mine(starter)).toMatchObject([{ id: cash.id, status: 'IN_PROGRESS', deposit: null }]);
    expect((await purchasesOfCar(db(), car.id)).map((row) => row.status).toSorted()).toEqual(['IN_PROGRESS', 'RESERVED']);
    expect((await ledgerOfCar(db(), car.id)).charges).toHaveLength(1);
  });

  it('refuses a sold, coming-soon or unknown car: CAR_NOT_AVAILABLE, nothing stored or charged', async () => {
    const session = await buyer();
    const [sold] = await queryRows<{ id: number; slug: string }>(db(), sql`select id, slug from cars where status <> 'AVAILABLE' order by id limit 1`);
    for (const carId of [String(sold!.id), '999999', 'not-a-car']) {
      expect(codesOf(await send(server.url, reserveMutation, { carId, paymentToken: 'tok_visa' }, as(session)))).toEqual(['CAR_NOT_AVAILABLE']);
    }
    expect(await queryRows(db(), sql`select 1 from purchases where user_id = ${session.user.id}`)).toEqual([]);
    expect(await queryRows(db(), sql`select 1 from payment_charges where user_id = ${session.user.id}`)).toEqual([]);
  });

  it.each([
    ['a declined card', 'tok_declined', 'card_declined'],
    ['a token the processor never issued', 'tok_made_up', 'invalid_token'],
  ])('answers PAYMENT_DECLINED for %s: the car is free again, nothing held or listed', async (_case, token, declineCode) => {
    const [session, other, car] = [await buyer(), await buyer(), freeCar()];
    expect(codesOf(await reserve(session, car, token))).toEqual(['PAYMENT_DECLINED']);
    expect((await purchasesOfCar(db(), car.id)).filter((row) => row.status === 'RESERVED')).toEqual([]);
    expect((await ledgerOfCar(db(), car.id)).charges).toEqual([expect.objectContaining({ status: 'DECLINED', decline_code: declineCode })]);
    expect(await shownReserved(car)).toEqual({ page: false, listing: false });
    expect(await mine(session)).toEqual([]);
    // Free for anyone, the buyer with another card included.
    expect((await reserved(session, car)).status).toBe('RESERVED');
    expect(codesOf(await reserve(other, car))).toEqual(['CAR_NOT_AVAILABLE']);
  });

  it('needs paymentToken and carId: BAD_USER_INPUT naming them', async () => {
    const answer = await send(server.url, reserveMutation, { carId: ' ', paymentToken: '' }, as(await buyer()));
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.body.errors![0]!.extensions!.errors!.map((error) => error.field).toSorted()).toEqual(['carId', 'paymentToken']);
  });

  it('cancels the buyer’s scheduled test drive of the car once the deposit is held, and no one else’s', async () => {
    const [session, other, car, otherCar] = [await buyer(), await buyer(), freeCar(), freeCar()];
    const tomorrow = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 24 * HOUR_MS);
    const own = await insertScheduledDrive(db(), car, session.user.id, tomorrow);
    const ownOtherCar = await insertScheduledDrive(db(), otherCar, session.user.id, tomorrow);
    const someoneElses = await insertScheduledDrive(db(), car, other.user.id, new Date(tomorrow.getTime() + 2 * HOUR_MS));
    // A declined card reserves nothing, so the drive stays.
    expect(codesOf(await reserve(session, car, 'tok_declined'))).toEqual(['PAYMENT_DECLINED']);
    expect(await driveStatus(db(), own)).toBe('SCHEDULED');
    await reserved(session, car);
    expect(await driveStatus(db(), own)).toBe('CANCELED');
    expect(await driveStatus(db(), ownOtherCar)).toBe('SCHEDULED');
    expect(await driveStatus(db(), someoneElses)).toBe('SCHEDULED');
  });
});

describe('startPurchase', () => {
  it('starts one cash purchase of a free car, however often it is asked, and switches it to financing', async () => {
    const [session, car] = [await buyer(), freeCar()];
    const cash = await started(session, car, 'CASH');
    expect(cash).toMatchObject({ status: 'IN_PROGRESS', view: 'IN_PROGRESS', method: 'CASH', deposit: null, expiresAt: null, car: { id: car.id, reserved: false } });
    const twice = await Promise.all([started(session, car, 'CASH'), started(session, car, 'CASH')]);
    expect(twice.map((purchase) => purchase.id)).toEqual([cash.id, cash.id]);
    expect((await started(session, car, 'FINANCING'))).toMatchObject({ id: cash.id, method: 'FINANCING' });
    expect(await purchasesOfCar(db(), car.id)).toHaveLength(1);
    // Starting a purchase holds nothing: another buyer may still reserve the car.
    expect((await reserved(await buyer(), car)).status).toBe('RESERVED');
  });

  it('turns the buyer’s own reservation into the chosen method, keeping the hold and the deposit', async () => {
    const [session, car] = [await buyer(), freeCar()];
    const hold = await reserved(session, car);
    const cash = await started(session, car, 'CASH');
    expect(cash).toMatchObject({ id: hold.id, status: 'RESERVED', method: 'CASH', deposit: { status: 'HELD' }, expiresAt: hold.expiresAt, car: { reserved: true } });
    expect((await ledgerOfCar(db(), car.id)).charges).toHaveLength(1);
  });

  it('refuses a car another buyer holds, and an unknown one: CAR_NOT_AVAILABLE; a method that is none: BAD_USER_INPUT', async () => {
    const [holder, session, car] = [await buyer(), await buyer(), freeCar()];
    await reserved(holder, car);
    expect(codesOf(await send(server.url, startMutation, { carId: car.id, method: 'CASH' }, as(session)))).toEqual(['CAR_NOT_AVAILABLE']);
    expect(codesOf(await send(server.url, startMutation, { carId: '999999', method: 'CASH' }, as(session)))).toEqual(['CAR_NOT_AVAILABLE']);
    const barter = await send(server.url, startMutation, { carId: car.id, method: 'BARTER' }, as(session));
    expect(codesOf(barter)).toEqual(['BAD_USER_INPUT']);
    expect(barter.body.errors![0]!.extensions!.errors).toEqual([{ field: 'method', message: 'invalid_option' }]);
    expect(await mine(session)).toEqual([]);
  });

  it('lets a started purchase hold the car; a declined card leaves it started, and another card holds it', async () => {
    const [session, car] = [await buyer(), freeCar()];
    const cash = await started(session, car, 'CASH');
    expect(codesOf(await reserve(session, car, 'tok_declined'))).toEqual(['PAYMENT_DECLINED']);
    expect(await mine(session)).toMatchObject([{ id: cash.id, status: 'IN_PROGRESS', method: 'CASH', deposit: null }]);
    const held = await reserved(session, car, 'tok_mastercard');
    expect(held).toMatchObject({ id: cash.id, status: 'RESERVED', method: 'CASH', deposit: { status: 'HELD', cardBrand: 'mastercard', cardLast4: '4444' } });
    const { charges } = await ledgerOfCar(db(), car.id);
    expect(charges.map((charge) => charge.status)).toEqual(['DECLINED', 'APPROVED']);
  });

  it('cancels the buyer’s scheduled test drive of the car', async () => {
    const [session, car] = [await buyer(), freeCar()];
    const drive = await insertScheduledDrive(db(), car, session.user.id, new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 48 * HOUR_MS));
    await started(session, car, 'FINANCING');
    expect(await driveStatus(db(), drive)).toBe('CANCELED');
  });
});

describe('cancelPurchase', () => {
  it('cancels to the complete tab, refunds the held deposit once however often it is asked, and frees the car', async () => {
    const [session, other, car] = [await buyer(), await buyer(), freeCar()];
    const hold = await reserved(session, car);
    const [first, second] = await Promise.all([change(cancelMutation, session, hold.id), change(cancelMutation, session, hold.id)]);
    const expected = { id: hold.id, status: 'CANCELED', view: 'COMPLETE', expiresAt: null, deposit: { status: 'REFUNDED', refundable: false, amount: 75 }, car: { reserved: false } };
    expect(first).toMatchObject(expected);
    expect(second).toMatchObject(expected);
    expect(await change(cancelMutation, session, hold.id)).toMatchObject(expected);
    const { charges, refunds } = await ledgerOfCar(db(), car.id);
    expect(refunds).toEqual([expect.objectContaining({ charge_id: charges[0]!.id, idempotency_key: `refund:${hold.id}` })]);
    const [row] = await purchasesOfCar(db(), car.id);
    expect(row).toMatchObject({ refund_id: refunds[0]!.id, deposit_status: 'REFUNDED' });
    expect(await shownReserved(car)).toEqual({ page: false, listing: false });
    expect((await reserved(other, car)).status).toBe('RESERVED');
  });

  it('cancels a purchase started without a deposit, refunding nothing', async () => {
    const [session, car] = [await buyer(), freeCar()];
    const cash = await started(session, car, 'CASH');
    expect(await change(cancelMutation, session, cash.id)).toMatchObject({ status: 'CANCELED', view: 'COMPLETE', deposit: null });
    expect(await ledgerOfCar(db(), car.id)).toEqual({ charges: [], refunds: [] });
  });
});

describe('archivePurchase and restorePurchase', () => {
  it('archives an open reservation by cancelling it first (deposit refunded), and restores it to the complete tab', async () => {
    const [session, car] = [await buyer(), freeCar()];
    const hold = await reserved(session, car);
    const archived = await change(archiveMutation, session, hold.id);
    expect(archived).toMatchObject({ status: 'CANCELED', view: 'ARCHIVE', deposit: { status: 'REFUNDED' }, car: { reserved: false } });
    expect(await change(archiveMutation, session, hold.id)).toEqual(archived);
    expect((await ledgerOfCar(db(), car.id)).refunds).toHaveLength(1);
    expect(await change(restoreMutation, session, hold.id)).toMatchObject({ status: 'CANCELED', view: 'COMPLETE' });
    expect(await change(restoreMutation, session, hold.id)).toMatchObject({ status: 'CANCELED', view: 'COMPLETE' });
  });

  it('archives an ended purchase as it is, and restores a started one to in progress', async () => {
    const [session, car, otherCar] = [await buyer(), freeCar(), freeCar()];
    const ended = await started(session, car, 'CASH');
    await change(cancelMutation, session, ended.id);
    expect(await change(archiveMutation, session, ended.id)).toMatchObject({ status: 'CANCELED', view: 'ARCHIVE' });
    const open = await started(session, otherCar, 'FINANCING');
    expect(await change(archiveMutation, session, open.id)).toMatchObject({ status: 'CANCELED', view: 'ARCHIVE' });
    expect((await mine(session)).map((purchase) => [purchase.id, purchase.view])).toEqual([[open.id, 'ARCHIVE'], [ended.id, 'ARCHIVE']]);
  });
});

describe('the buyer’s purchases', () => {
  it('lists newest first, each car resolved as the catalogue shows it', async () => {
    const [session, first, second] = [await buyer(), freeCar(), freeCar()];
    const older = await started(session, first, 'CASH');
    const newer = await reserved(session, second);
    const list = await mine(session);
    expect(list.map((purchase) => purchase.id)).toEqual([newer.id, older.id]);
    expect(list.map((purchase) => purchase.car.slug)).toEqual([second.slug, first.slug]);
  });

  it('needs a session for every operation: UNAUTHENTICATED', async () => {
    const car = cars[0]!;
    const id = '00000000-0000-4000-8000-000000000000';
    const attempts: [string, unknown][] = [
      [selfQuery, undefined],
      [reserveMutation, { carId: car.id, paymentToken: 'tok_visa' }],
      [startMutation, { carId: car.id, method: 'CASH' }],
      [cancelMutation, { id }],
      [archiveMutation, { id }],
      [restoreMutation, { id }],
    ];
    for (const [query, input] of attempts) expect(codesOf(await send(server.url, query, input))).toEqual(['UNAUTHENTICATED']);
    expect(await purchasesOfCar(db(), car.id)).toEqual([]);
  });

  it('never lets a user see, cancel, archive or restore another user’s purchase: NOT_FOUND and nothing changed', async () => {
    const users = await Promise.all([0, 1, 2].map(() => buyer()));
    const owned = await Promise.all(users.map(async (user, index) => (index === 1 ? started(user, freeCar(), 'CASH') : reserved(user, freeCar()))));
    await change(archiveMutation, users[2]!, owned[2]!.id);
    for (const [a, owner] of users.entries()) {
      expect((await mine(owner)).map((purchase) => purchase.id)).toEqual([owned[a]!.id]);
      for (const [b, intruder] of users.entries()) {
        if (a === b) continue;
        const before = await mine(owner);
        for (const mutation of [cancelMutation, archiveMutation, restoreMutation]) {
          const answer = await send(server.url, mutation, { id: owned[a]!.id }, as(intruder));
          expect(codesOf(answer)).toEqual(['NOT_FOUND']);
          expect(answer.body.data ?? null).toBeNull();
        }
        expect(await mine(owner)).toEqual(before);
      }
    }
    const refunds = await queryRows(db(), sql`select 1 from payment_refunds r join purchases p on p.charge_id = r.charge_id where p.id in (${owned[0]!.id}, ${owned[1]!.id})`);
    expect(refunds).toEqual([]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(codesOf(await send(server.url, cancelMutation, { id }, as(users[0]!)))).toEqual(['NOT_FOUND']);
    }
  });
});

describe('expiry', () => {
  it('ends a hold 72 hours after the deposit was held, refunding it once even when two runs meet', async () => {
    const [session, other, car] = [await buyer(), await buyer(), freeCar()];
    const hold = await reserved(session, car);
    // To the millisecond (the API shows whole seconds); the run just before it also ends every older test's hold.
    const [stored] = await queryRows<{ expires_at: string | Date }>(db(), sql`select expires_at from purchases where id = ${hold.id}`);
    const expiresAt = new Date(stored!.expires_at);
    expect(Math.abs(expiresAt.getTime() - Date.parse(hold.expiresAt!))).toBeLessThan(1000);
    const early = await expireReservations(db(), sandbox(), new Date(expiresAt.getTime() - 1));
    expect(early.failures).toEqual([]);
    expect((await mine(session))[0]).toMatchObject({ status: 'RESERVED', deposit: { status: 'HELD' } });
    const runs = await Promise.all([expireReservations(db(), sandbox(), expiresAt), expireReservations(db(), sandbox(), expiresAt)]);
    expect(runs.map((run) => run.failures)).toEqual([[], []]);
    expect(runs[0]!.expired + runs[1]!.expired).toBe(1);
    expect((await mine(session))[0]).toMatchObject({ id: hold.id, status: 'EXPIRED', view: 'COMPLETE', expiresAt: null, deposit: { status: 'REFUNDED', refundable: false } });
    expect((await ledgerOfCar(db(), car.id)).refunds).toHaveLength(1);
    expect(await shownReserved(car)).toEqual({ page: false, listing: false });
    expect((await reserved(other, car)).status).toBe('RESERVED');
  });

  it('ends a hold whose charge never answered after 15 minutes, giving back whatever the processor took', async () => {
    const [charged, lost] = [await buyer(), await buyer()];
    const [chargedCar, lostCar] = [freeCar(), freeCar()];
    const now = new Date();
    const [country] = await queryRows<{ id: number }>(db(), sql`select id from countries where code = 'DO'`);
    const countryId = country!.id;
    // A crash between the hold and recording the charge's answer: the processor charged one, never heard of the other.
    const chargedHold = await holdCar(db(), { userId: charged.user.id, countryId, carId: Number(chargedCar.id), now });
    await holdCar(db(), { userId: lost.user.id, countryId, carId: Number(lostCar.id), now });
    await sandbox().charge({ idempotencyKey: chargedHold.chargeKey, amount: 75, currency: 'USD', token: 'tok_visa', userId: charged.user.id });
    expect((await shownReserved(chargedCar)).page).toBe(true);
    expect((await expireReservations(db(), sandbox(), new Date(now.getTime() + 14 * 60_000))).expired).toBe(0);
    const run = await expireReservations(db(), sandbox(), new Date(now.getTime() + 15 * 60_000));
    expect(run).toMatchObject({ expired: 2, failures: [] });
    expect(await mine(charged)).toMatchObject([{ status: 'EXPIRED', deposit: { status: 'REFUNDED' } }]);
    expect((await ledgerOfCar(db(), chargedCar.id)).refunds).toHaveLength(1);
    // Nothing was taken from the other buyer: no deposit, not listed as a purchase.
    expect(await mine(lost)).toEqual([]);
    expect(await purchasesOfCar(db(), lostCar.id)).toMatchObject([{ status: 'EXPIRED', deposit_status: null }]);
    expect(await shownReserved(lostCar)).toEqual({ page: false, listing: false });
  });

  it('runs in the server’s sweep on the clock it is given', async () => {
    const [session, car] = [await buyer(), freeCar()];
    const hold = await reserved(session, car);
    const later = new Date(Date.parse(hold.expiresAt!) + 1000);
    const stop = startReservationExpiry(db(), sandbox(), () => later, createLogger({ logLevel: 'silent', nodeEnv: 'test' }), 3_600_000);
    await stop();
    expect((await mine(session))[0]).toMatchObject({ status: 'EXPIRED', deposit: { status: 'REFUNDED' } });
  });
});

describe('completePurchase', () => {
  it('applies the deposit, sells the car and ends other buyers’ started purchases of it', async () => {
    const [session, other, car] = [await buyer(), await buyer(), freeCar()];
    const otherCash = await started(other, car, 'CASH');
    const hold = await reserved(session, car);
    await started(session, car, 'CASH');
    await completePurchase(db(), hold.id);
    expect(await mine(session)).toMatchObject([{ id: hold.id, status: 'COMPLETED', view: 'COMPLETE', method: 'CASH', deposit: { status: 'APPLIED', refundable: false }, car: { reserved: false, status: { slug: 'SOLD' } } }]);
    expect(await mine(other)).toMatchObject([{ id: otherCash.id, status: 'CANCELED' }]);
    expect((await ledgerOfCar(db(), car.id)).refunds).toEqual([]);
    expect(codesOf(await reserve(other, car))).toEqual(['CAR_NOT_AVAILABLE']);
    await expect(completePurchase(db(), hold.id)).rejects.toThrow(/No open purchase/);
  });

  it('refuses to complete a started purchase of a car another buyer holds', async () => {
    const [session, holder, car] = [await buyer(), await buyer(), freeCar()];
    const cash = await started(session, car, 'CASH');
    await reserved(holder, car);
    await expect(completePurchase(db(), cash.id)).rejects.toThrow(/Another buyer holds this car/);
    expect(await mine(session)).toMatchObject([{ status: 'IN_PROGRESS' }]);
  });
});

describe('Car.reserved', () => {
  it('is read for every car of a response with one query', async () => {
    const [session, held, free] = [await buyer(), freeCar(), freeCar()];
    await reserved(session, held);
    let selects = 0;
    const counted = new Proxy(db(), {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          selects += 1;
          return (value as (...args: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const loaders = carLoaders({ db: counted });
    const answers = await Promise.all([held, free, held, free].map((car) => loaders.reserved(Number(car.id))));
    expect(answers).toEqual([true, false, true, false]);
    expect(selects).toBe(1);
  });
});

describe('the sandbox processor', () => {
  it('answers a repeated idempotency key with the charge it recorded, never a second one', async () => {
    const session = await buyer();
    const key = `test-key-${Date.now()}`;
    const request = { idempotencyKey: key, amount: 75, currency: 'USD', userId: session.user.id };
    const first = await sandbox().charge({ ...request, token: 'tok_visa' });
    expect(first).toMatchObject({ status: 'APPROVED', cardBrand: 'visa', cardLast4: '4242' });
    // Even with another card: the key names the charge already made.
    const again = await Promise.all([sandbox().charge({ ...request, token: 'tok_declined' }), sandbox().charge({ ...request, token: 'tok_visa' })]);
    expect(again).toEqual([first, first]);
    expect(await sandbox().chargeFor(key)).toEqual(first);
    expect(await sandbox().chargeFor(`${key}-unknown`)).toBeUndefined();
    await expect(sandbox().charge({ ...request, amount: 80, token: 'tok_visa' })).rejects.toThrow(/different charge/);
    expect(await queryRows(db(), sql`select 1 from payment_charges where idempotency_key = ${key}`)).toHaveLength(1);
  });

  it('refunds an approved charge once, and refuses a declined one or a second refund under another key', async () => {
    const session = await buyer();
    const request = { amount: 75, currency: 'USD', userId: session.user.id };
    const approved = await sandbox().charge({ ...request, idempotencyKey: `approved-${Date.now()}`, token: 'tok_mastercard' });
    const declined = await sandbox().charge({ ...request, idempotencyKey: `declined-${Date.now()}`, token: 'tok_declined' });
    expect(declined).toMatchObject({ status: 'DECLINED', declineCode: 'card_declined' });
    const refunds = await Promise.all([0, 1].map(() => sandbox().refund({ idempotencyKey: `refund-${approved.chargeId}`, chargeId: approved.chargeId })));
    expect(refunds[1]).toEqual(refunds[0]);
    await expect(sandbox().refund({ idempotencyKey: `other-${approved.chargeId}`, chargeId: approved.chargeId })).rejects.toThrow(/refunded under another key/);
    await expect(sandbox().refund({ idempotencyKey: `refund-${declined.chargeId}`, chargeId: declined.chargeId })).rejects.toThrow(/No approved charge/);
    expect(await queryRows(db(), sql`select 1 from payment_refunds where charge_id = ${approved.chargeId}`)).toHaveLength(1);
  });
});

describe('card data', () => {
  it('keeps no card number and no card token anywhere in the database or the logs, only brand and last four digits', async () => {
    const [session, first, second] = [await buyer(), freeCar(), freeCar()];
    await reserved(session, first, 'tok_visa');
    await reserved(session, second, 'tok_mastercard');
    const dump = await dumpDatabase(db());
    expect(dump).toMatch(/payment_charges: \(.*,visa,4242,/);
    expect(dump).toMatch(/payment_charges: \(.*,mastercard,4444,/);
    for (const { number } of Object.values(SANDBOX_CARDS)) {
      expect(dump).not.toContain(number);
      expect(server.logs.join('\n')).not.toContain(number);
    }
    expect(dump).not.toMatch(/tok_(visa|mastercard|declined|made_up)/);
  });
});
