import { and, asc, eq, getTableColumns, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { spotColumns } from './spots.ts';
import { brands, carModels, cars, cities, purchases, spots, testDrives } from '../schema/index.ts';

export type NewTestDrive = typeof testDrives.$inferInsert;
export type TestDriveStatus = (typeof testDrives.$inferSelect)['status'];

/** SPEC §3: a car's title is its brand, model and year joined by spaces. */
const carTitle = sql<string>`${brands.name} || ' ' || ${carModels.name} || ' ' || ${cars.year}`;

/**
 * What deciding whether a car can be driven needs: its status, its spot (where the drive starts, and
 * the centre of the home coverage), its title, and whether a reservation of another buyer holds it
 * (`viewerId` null: a visitor, whom every reservation blocks). With `lock`, the car's row is shared-
 * locked until the transaction ends, so a status change made meanwhile waits or is seen.
 */
export async function carToDrive(db: Db, carId: number, viewerId: string | null, { lock = false } = {}) {
  const query = db
    .select({
      id: cars.id,
      status: cars.status,
      title: carTitle,
      spot: { id: spots.id, name: spots.name, address: spots.address, latitude: spots.latitude, longitude: spots.longitude },
      heldByAnother: sql<boolean>`exists (select 1 from ${purchases} where ${purchases.carId} = ${cars.id} and ${purchases.status} = 'RESERVED' and ${purchases.userId} is distinct from ${viewerId}::uuid)`,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .innerJoin(spots, eq(spots.id, cars.spotId))
    .where(eq(cars.id, carId));
  const [car] = await (lock ? query.for('share', { of: cars }) : query);
  return car;
}

export type CarToDrive = NonNullable<Awaited<ReturnType<typeof carToDrive>>>;

/** The scheduled drives of the car that overlap [from, to): the hours its calendar shows taken. */
export function scheduledDrivesOfCar(db: Db, carId: number, from: Date, to: Date): Promise<{ startsAt: Date; endsAt: Date }[]> {
  return db
    .select({ startsAt: testDrives.startsAt, endsAt: testDrives.endsAt })
    .from(testDrives)
    .where(and(eq(testDrives.carId, carId), eq(testDrives.status, 'SCHEDULED'), lt(testDrives.startsAt, to), gt(testDrives.endsAt, from)));
}

/** Stores a drive; the exclusion constraint refuses one overlapping another scheduled drive of the car. */
export async function insertTestDrive(db: Db, drive: NewTestDrive): Promise<string> {
  const [row] = await db.insert(testDrives).values(drive).returning({ id: testDrives.id });
  if (!row) throw new Error('The test drive was not stored');
  return row.id;
}

/** Whether the driver refused a drive because another scheduled drive holds the car then (migration 0016). */
export function isCarHourTaken(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23P01' && constraint === 'test_drives_one_driver_per_car_hour') return true;
  }
  return false;
}

/**
 * Queues the bookings of one car, until the transaction ends. The exclusion constraint still decides
 * who gets an hour; the queue only spares it a pile-up: it puts a row in its index before looking for
 * conflicts, so racing inserts for one car's hour wait on each other in chains, and on PostgreSQL 50 of
 * them measured losers waiting seconds and deadlocks (40P01) failing some. Queued, each sees the
 * winner's committed row at once and is refused in milliseconds.
 */
export async function queueCarBookings(db: Db, carId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('test_drive_bookings'), ${carId})`);
}

// The sealed cédula and salary never leave the table through these views.
const { classified: _classified, ...driveColumns } = getTableColumns(testDrives);

/** A drive with what its card shows: the spot and its city, the car's title. */
function testDriveViewQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ drive: driveColumns, spot: spotColumns, cityName: cities.name, carTitle })
    .from(testDrives)
    .innerJoin(spots, eq(spots.id, testDrives.spotId))
    .innerJoin(cities, eq(cities.id, spots.cityId))
    .innerJoin(cars, eq(cars.id, testDrives.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .where(where)
    .orderBy(asc(testDrives.startsAt), asc(testDrives.id));
}

export type TestDriveView = Awaited<ReturnType<typeof testDriveViewQuery>>[number];

export async function testDriveView(db: Db, id: string): Promise<TestDriveView | undefined> {
  const [row] = await testDriveViewQuery(db, eq(testDrives.id, id));
  return row;
}

/** The user's drives, soonest first. */
export function testDriveViewsOf(db: Db, userId: string): Promise<TestDriveView[]> {
  return testDriveViewQuery(db, eq(testDrives.userId, userId));
}

/** The user's drive, locked until the transaction ends; undefined when it is not theirs or does not exist. */
export async function lockOwnedTestDrive(db: Db, id: string, userId: string) {
  const [row] = await db
    .select({ id: testDrives.id, status: testDrives.status, endsAt: testDrives.endsAt, archivedAt: testDrives.archivedAt })
    .from(testDrives)
    .where(and(eq(testDrives.id, id), eq(testDrives.userId, userId)))
    .for('update');
  return row;
}

export async function updateTestDriveRow(db: Db, id: string, changes: { status?: TestDriveStatus; archivedAt?: Date | null }): Promise<void> {
  await db
    .update(testDrives)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(testDrives.id, id));
}

/** Cancels the user's scheduled drives of the car whose hour has not ended by `now`; answers their ids. */
export async function cancelScheduledDrivesOfCar(db: Db, userId: string, carId: number, now: Date): Promise<string[]> {
  const rows = await db
    .update(testDrives)
    .set({ status: 'CANCELED', updatedAt: sql`now()` })
    .where(and(eq(testDrives.userId, userId), eq(testDrives.carId, carId), eq(testDrives.status, 'SCHEDULED'), gt(testDrives.endsAt, now)))
    .returning({ id: testDrives.id });
  return rows.map((row) => row.id);
}
