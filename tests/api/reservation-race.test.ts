import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, codesOf, confirmedSession, type Session } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { availableCars, ledgerOfCar, type ListedCar, type Purchase, purchasesOfCar, reserveMutation, send, startMutation } from './support/purchases-client.ts';
import type { TestServer } from './support/test-server.ts';

// SECURITY.md row 1 for cars: of many buyers reserving one car at once, exactly one holds it, and
// only that one is charged; the others are told CAR_NOT_AVAILABLE, never a 5xx.

let server: TestServer;
let cars: ListedCar[];
beforeAll(async () => {
  server = await startCatalogueServer(20);
  cars = await availableCars(server.database.db);
}, 180_000);
afterAll(() => server?.close());

const db = () => server.database.db;
// New buyers for each race: a buyer may try to reserve 10 times a day (the abuse limit).
const fiveBuyers = (): Promise<Session[]> => Promise.all(Array.from({ length: 5 }, () => confirmedSession(server.url, db())));

describe('20 buyers’ requests racing for one car', () => {
  it.each([['tok_visa'], ['tok_mastercard']])('end in one reservation charged once (%s), 19 CAR_NOT_AVAILABLE and no 5xx', async (token) => {
    const [car, buyers] = [cars.shift()!, await fiveBuyers()];
    // Four requests from each of five buyers, interleaved, all in flight together.
    const attempts = Array.from({ length: 20 }, (_, index) => buyers[index % buyers.length]!);
    const answers = await Promise.all(
      attempts.map((buyer) => send<{ reserveCar: Purchase }>(server.url, reserveMutation, { carId: car.id, paymentToken: token }, bearer(buyer.accessToken))),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const outcomes = answers.map((answer) => codesOf(answer)[0] ?? answer.body.data?.reserveCar.status);
    expect(outcomes.filter((outcome) => outcome === 'RESERVED')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'CAR_NOT_AVAILABLE')).toHaveLength(19);

    const winner = answers.find((answer) => answer.body.data?.reserveCar)!.body.data!.reserveCar;
    expect(winner).toMatchObject({ status: 'RESERVED', deposit: { status: 'HELD', amount: 75, currency: 'USD' }, car: { id: car.id, reserved: true } });
    const rows = await purchasesOfCar(db(), car.id);
    expect(rows).toEqual([expect.objectContaining({ id: winner.id, status: 'RESERVED', deposit_status: 'HELD' })]);
    const { charges, refunds } = await ledgerOfCar(db(), car.id);
    expect(charges).toEqual([expect.objectContaining({ status: 'APPROVED', idempotency_key: winner.id })]);
    expect(refunds).toEqual([]);
  });

  it('end in one hold when every buyer had started a cash purchase of the car: the rest stay started, uncharged', async () => {
    const [car, buyers] = [cars.shift()!, await fiveBuyers()];
    const startedIds = await Promise.all(
      buyers.map(async (buyer) => {
        const answer = await send<{ startPurchase: Purchase }>(server.url, startMutation, { carId: car.id, method: 'CASH' }, bearer(buyer.accessToken));
        expect(answer.body.errors).toBeUndefined();
        return answer.body.data!.startPurchase.id;
      }),
    );
    const attempts = Array.from({ length: 20 }, (_, index) => buyers[index % buyers.length]!);
    const answers = await Promise.all(
      attempts.map((buyer) => send<{ reserveCar: Purchase }>(server.url, reserveMutation, { carId: car.id, paymentToken: 'tok_visa' }, bearer(buyer.accessToken))),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const outcomes = answers.map((answer) => codesOf(answer)[0] ?? answer.body.data?.reserveCar.status);
    expect(outcomes.filter((outcome) => outcome === 'RESERVED')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'CAR_NOT_AVAILABLE')).toHaveLength(19);
    const winner = answers.find((answer) => answer.body.data?.reserveCar)!.body.data!.reserveCar;
    expect(winner).toMatchObject({ method: 'CASH', deposit: { status: 'HELD' } });
    const rows = await purchasesOfCar(db(), car.id);
    expect(rows.map((row) => row.id).toSorted()).toEqual(startedIds.toSorted());
    expect(rows.filter((row) => row.status === 'RESERVED').map((row) => row.id)).toEqual([winner.id]);
    expect(rows.filter((row) => row.status === 'IN_PROGRESS')).toHaveLength(4);
    const { charges, refunds } = await ledgerOfCar(db(), car.id);
    expect(charges).toEqual([expect.objectContaining({ status: 'APPROVED', idempotency_key: winner.id })]);
    expect(refunds).toEqual([]);
  });
});
