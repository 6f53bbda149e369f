import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.ts';
import { freshClientIp, postFrom } from './client-address.ts';
import type { GraphQLResponse } from './graphql.ts';

export const purchaseFields = `id status view method expiresAt createdAt
  deposit { amount currency refundable status cardBrand cardLast4 }
  car { id slug reserved status { slug } }`;

export const reserveMutation = `mutation reserveCar($input: ReserveCarInput!) { reserveCar(input: $input) { ${purchaseFields} } }`;
export const startMutation = `mutation startPurchase($input: StartPurchaseInput!) { startPurchase(input: $input) { ${purchaseFields} } }`;
export const cancelMutation = `mutation cancelPurchase($input: IdInput!) { cancelPurchase(input: $input) { ${purchaseFields} } }`;
export const archiveMutation = `mutation archivePurchase($input: IdInput!) { archivePurchase(input: $input) { ${purchaseFields} } }`;
export const restoreMutation = `mutation restorePurchase($input: IdInput!) { restorePurchase(input: $input) { ${purchaseFields} } }`;
export const selfQuery = `query selfPurchases { selfPurchases { ${purchaseFields} } }`;

export interface Purchase {
  id: string;
  status: string;
  view: string;
  method: string;
  expiresAt: string | null;
  createdAt: string;
  deposit: { amount: number; currency: string; refundable: boolean; status: string; cardBrand: string | null; cardLast4: string | null } | null;
  car: { id: string; slug: string; reserved: boolean; status: { slug: string } };
}

/** Sends one operation from an address of its own, so per-address limits never interfere. */
export function send<Data = Record<string, unknown>>(url: string, query: string, input: unknown, headers: Record<string, string> = {}): Promise<GraphQLResponse<Data>> {
  return postFrom<Data>(url, freshClientIp(), query, { variables: input === undefined ? {} : { input }, headers });
}

export interface ListedCar {
  id: string;
  slug: string;
  spotId: number;
}

/** The catalogue's AVAILABLE cars, each for one test to use, so tests never meet on a car. */
export async function availableCars(db: Db): Promise<ListedCar[]> {
  const rows = await queryRows<{ id: number; slug: string; spot_id: number }>(db, sql`select id, slug, spot_id from cars where status = 'AVAILABLE' order by id`);
  return rows.map((row) => ({ id: String(row.id), slug: row.slug, spotId: row.spot_id }));
}

/** The purchases rows of a car as stored, oldest first. */
export function purchasesOfCar(db: Db, carId: string) {
  return queryRows<{ id: string; user_id: string; status: string; method: string; deposit_status: string | null; charge_id: string | null; refund_id: string | null }>(
    db,
    sql`select id, user_id, status, method, deposit_status, charge_id, refund_id from purchases where car_id = ${Number(carId)} order by created_at, id`,
  );
}

/** What the processor's books say about a car's deposits: every charge and refund keyed by its purchases. */
export async function ledgerOfCar(db: Db, carId: string) {
  const charges = await queryRows<{ id: string; status: string; decline_code: string | null; idempotency_key: string }>(
    db,
    sql`select c.id, c.status, c.decline_code, c.idempotency_key from payment_charges c
        where c.idempotency_key in (select id::text from purchases where car_id = ${Number(carId)})
           or c.id in (select charge_id from purchases where car_id = ${Number(carId)})
        order by c.created_at, c.id`,
  );
  const refunds = await queryRows<{ id: string; charge_id: string; idempotency_key: string }>(
    db,
    sql`select id, charge_id, idempotency_key from payment_refunds where charge_id in (
          select id from payment_charges where idempotency_key in (select id::text from purchases where car_id = ${Number(carId)})
          union select charge_id from purchases where car_id = ${Number(carId)} and charge_id is not null)`,
  );
  return { charges, refunds };
}

/** A scheduled test drive of the car, as the test drives module stores one, for `userId` (null: a visitor's). */
export async function insertScheduledDrive(db: Db, car: ListedCar, userId: string | null, startsAt: Date): Promise<string> {
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into test_drives (country_id, user_id, email, name, last_name, phone, classified, car_id, spot_id, place, starts_at, ends_at)
        values ((select id from countries where code = 'DO'), ${userId}, ${`driver.${Date.now()}@example.com`}, 'Ana', 'Pérez', '8095550123',
                'sealed-elsewhere', ${Number(car.id)}, ${car.spotId}, 'SPOT', ${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz)
        returning id`,
  );
  return row!.id;
}

export async function driveStatus(db: Db, id: string): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(db, sql`select status from test_drives where id = ${id}`);
  return row?.status;
}
