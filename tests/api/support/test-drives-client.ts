import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.ts';
import { send } from './sell-requests-client.ts';
import { startCatalogueServer } from './catalogue-server.ts';
import type { TestServer } from './test-server.ts';

export const testDriveFields = `id status view startsAt endsAt place outsideCoverage calendarFile createdAt
  car { id title }
  spot { id name address city { name } }
  address { sector street number reference latitude longitude }`;

export const scheduleMutation = `mutation scheduleTestDrive($input: ScheduleTestDriveInput!) { scheduleTestDrive(input: $input) { ${testDriveFields} } }`;
export const cancelMutation = `mutation cancelTestDrive($input: IdInput!) { cancelTestDrive(input: $input) { ${testDriveFields} } }`;
export const archiveMutation = `mutation archiveTestDrive($input: IdInput!) { archiveTestDrive(input: $input) { ${testDriveFields} } }`;
export const restoreMutation = `mutation restoreTestDrive($input: IdInput!) { restoreTestDrive(input: $input) { ${testDriveFields} } }`;
export const selfQuery = `query selfTestDrives { selfTestDrives { ${testDriveFields} } }`;
export const slotsQuery = 'query getTestDriveSlots($input: TestDriveSlotsInput!) { getTestDriveSlots(input: $input) { startsAt endsAt available spotId } }';

export interface TestDrive {
  id: string;
  status: string;
  view: string;
  startsAt: string;
  endsAt: string;
  place: string;
  outsideCoverage: boolean;
  calendarFile: string;
  car: { id: string; title: string };
  spot: { id: string; name: string; address: string; city: { name: string } } | null;
  address: Record<string, unknown> | null;
}

export interface Slot {
  startsAt: string;
  endsAt: string;
  available: boolean;
  spotId: string;
}

/** A listed car of the test catalogue: its id, and its spot with the spot's position. */
export interface ListedCar {
  id: string;
  spotId: string;
  latitude: number;
  longitude: number;
}

/**
 * A test server over a small catalogue whose cars are all listed (AVAILABLE), so each test can take
 * cars of its own; `now` is the clock the server reads.
 */
export async function startTestDriveServer(now: () => Date, env: Record<string, string> = {}): Promise<{ server: TestServer; cars: ListedCar[] }> {
  const server = await startCatalogueServer(40, { auth: { now } }, env);
  const { db } = server.database;
  await db.execute(sql`update cars set status = 'AVAILABLE'`);
  const rows = await queryRows<{ id: number; spot_id: number; latitude: string; longitude: string }>(
    db,
    sql`select c.id, c.spot_id, s.latitude, s.longitude from cars c join spots s on s.id = c.spot_id order by c.id`,
  );
  const cars = rows.map((row) => ({ id: String(row.id), spotId: String(row.spot_id), latitude: Number(row.latitude), longitude: Number(row.longitude) }));
  return { server, cars };
}

let buyers = 0;
/** The pre-test-drive form's person, with their cédula; an e-mail of their own unless given. */
export function buyerPerson(email?: string) {
  buyers += 1;
  return { name: 'Ana', lastName: 'Pérez', email: email ?? `buyer.${buyers}.${Date.now()}@example.com`, phone: '8095550123', documentId: '00112345678' };
}

/** A valid input for the car at `slotStartsAt`, at its spot; each call has an e-mail of its own unless given. */
export function driveInput(carId: string, slotStartsAt: string, overrides: Record<string, unknown> = {}) {
  return { carId, slotStartsAt, place: 'SPOT', person: buyerPerson(), monthlySalary: 65_000, ...overrides };
}

/** The calls a test makes, each from an address of its own (see send). */
export function testDriveCalls(url: string) {
  async function ok<Data>(query: string, input: unknown, headers: Record<string, string> = {}): Promise<Data> {
    const answer = await send<Data>(url, query, input, headers);
    if (answer.body.errors) throw new Error(`expected no errors: ${JSON.stringify(answer.body.errors)}`);
    return answer.body.data!;
  }
  return {
    schedule: (input: unknown, headers: Record<string, string> = {}) => send<{ scheduleTestDrive: TestDrive }>(url, scheduleMutation, input, headers),
    scheduled: async (input: unknown, headers: Record<string, string> = {}) => (await ok<{ scheduleTestDrive: TestDrive }>(scheduleMutation, input, headers)).scheduleTestDrive,
    slots: (carId: string, from: string, days: number, headers: Record<string, string> = {}) => send<{ getTestDriveSlots: Slot[] }>(url, slotsQuery, { carId, range: { from, days }, place: 'SPOT' }, headers),
    mine: async (headers: Record<string, string>) => (await ok<{ selfTestDrives: TestDrive[] }>(selfQuery, undefined, headers)).selfTestDrives,
    cancel: (id: string, headers: Record<string, string>) => send<{ cancelTestDrive: TestDrive }>(url, cancelMutation, { id }, headers),
    archive: (id: string, headers: Record<string, string>) => send<{ archiveTestDrive: TestDrive }>(url, archiveMutation, { id }, headers),
    restore: (id: string, headers: Record<string, string>) => send<{ restoreTestDrive: TestDrive }>(url, restoreMutation, { id }, headers),
  };
}

export async function testDriveCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from test_drives`);
  return row!.count;
}

/** Holds the car for `userId` as a reservation does: a RESERVED purchase with its pending deposit. */
export async function reserveFor(db: Db, carId: string, userId: string): Promise<void> {
  await db.execute(sql`
    insert into purchases (country_id, user_id, car_id, method, status, deposit_amount, deposit_currency, deposit_status, expires_at)
    values ((select id from countries where code = 'DO'), ${userId}, ${Number(carId)}, 'RESERVATION', 'RESERVED', 75, 'USD', 'PENDING', now() + interval '3 days')`);
}
