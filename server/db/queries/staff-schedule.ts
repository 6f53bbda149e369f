import { and, asc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brands, carModels, cars, inspectionBookings, sellRequests, spots, testDrives } from '../schema/index.ts';
import { carTitleSql } from './car-title.ts';

export type Attendance = NonNullable<(typeof testDrives.$inferSelect)['attendance']>;

const soldCarTitle = sql<string>`${brands.name} || ' ' || ${carModels.name} || ' ' || ${sellRequests.year}`;

// What the calendar and the staff's changes read of a drive; never the sealed cédula and salary.
const driveColumns = {
  id: testDrives.id,
  carId: testDrives.carId,
  spotId: testDrives.spotId,
  spotName: spots.name,
  place: testDrives.place,
  startsAt: testDrives.startsAt,
  endsAt: testDrives.endsAt,
  status: testDrives.status,
  confirmedAt: testDrives.confirmedAt,
  attendance: testDrives.attendance,
  name: testDrives.name,
  lastName: testDrives.lastName,
  email: testDrives.email,
  phone: testDrives.phone,
  locale: testDrives.locale,
  carTitle: carTitleSql,
};

function drivesQuery(db: Db) {
  return db
    .select(driveColumns)
    .from(testDrives)
    .innerJoin(spots, eq(spots.id, testDrives.spotId))
    .innerJoin(cars, eq(cars.id, testDrives.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId));
}

export type StaffDriveRow = Awaited<ReturnType<typeof drivesQuery>>[number];

/** The spot's drives starting in [from, to), cancelled ones too, soonest first. */
export function drivesOfSpot(db: Db, spotId: number, from: Date, to: Date): Promise<StaffDriveRow[]> {
  return drivesQuery(db)
    .where(and(eq(testDrives.spotId, spotId), gte(testDrives.startsAt, from), lt(testDrives.startsAt, to)))
    .orderBy(asc(testDrives.startsAt), asc(testDrives.id));
}

/** One drive, with `lock` locked until the transaction ends; undefined for an unknown id. */
export async function driveById(db: Db, id: string, { lock = false } = {}): Promise<StaffDriveRow | undefined> {
  const query = drivesQuery(db).where(eq(testDrives.id, id));
  const [row] = await (lock ? query.for('update', { of: testDrives }) : query);
  return row;
}

/** A drive's car and spot, read without a lock so the locks that order bookings can be taken first. */
export async function peekDrive(db: Db, id: string): Promise<{ carId: number; spotId: number } | undefined> {
  const [row] = await db.select({ carId: testDrives.carId, spotId: testDrives.spotId }).from(testDrives).where(eq(testDrives.id, id));
  return row;
}

/** The spot's scheduled drives overlapping [from, to) whose hour has not ended by `now`. */
export function upcomingDrivesOverlapping(db: Db, spotId: number, from: Date, to: Date, now: Date): Promise<StaffDriveRow[]> {
  return drivesQuery(db)
    .where(and(eq(testDrives.spotId, spotId), eq(testDrives.status, 'SCHEDULED'), lt(testDrives.startsAt, to), gt(testDrives.endsAt, from), gt(testDrives.endsAt, now)))
    .orderBy(asc(testDrives.startsAt))
    .for('update', { of: testDrives });
}

export async function updateDriveRow(
  db: Db,
  id: string,
  changes: Partial<Pick<typeof testDrives.$inferInsert, 'status' | 'startsAt' | 'endsAt' | 'confirmedAt' | 'attendance' | 'attendanceAt'>>,
): Promise<void> {
  await db
    .update(testDrives)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(testDrives.id, id));
}

// An inspection is its sell request with the inspector-hour it holds now.
const inspectionColumns = {
  id: sellRequests.id,
  bookingId: inspectionBookings.id,
  spotId: inspectionBookings.spotId,
  spotName: spots.name,
  place: inspectionBookings.place,
  startsAt: inspectionBookings.startsAt,
  requestStatus: sellRequests.status,
  confirmedAt: inspectionBookings.confirmedAt,
  attendance: inspectionBookings.attendance,
  name: sellRequests.name,
  lastName: sellRequests.lastName,
  email: sellRequests.email,
  phone: sellRequests.phone,
  locale: sellRequests.locale,
  carTitle: soldCarTitle,
};

function inspectionsQuery(db: Db) {
  return db
    .select(inspectionColumns)
    .from(sellRequests)
    .innerJoin(inspectionBookings, eq(inspectionBookings.id, sellRequests.bookingId))
    .innerJoin(spots, eq(spots.id, inspectionBookings.spotId))
    .innerJoin(brands, eq(brands.id, sellRequests.brandId))
    .innerJoin(carModels, eq(carModels.id, sellRequests.modelId));
}

export type StaffInspectionRow = Awaited<ReturnType<typeof inspectionsQuery>>[number];

/** The spot's held inspections starting in [from, to), soonest first (a released hour belongs to no request). */
export function inspectionsOfSpot(db: Db, spotId: number, from: Date, to: Date): Promise<StaffInspectionRow[]> {
  return inspectionsQuery(db)
    .where(and(eq(inspectionBookings.spotId, spotId), isNull(inspectionBookings.releasedAt), gte(inspectionBookings.startsAt, from), lt(inspectionBookings.startsAt, to)))
    .orderBy(asc(inspectionBookings.startsAt), asc(sellRequests.id));
}

/** One sell request's inspection, with `lock` the request locked until the transaction ends; undefined for an unknown id. */
export async function inspectionById(db: Db, sellRequestId: string, { lock = false } = {}): Promise<StaffInspectionRow | undefined> {
  const query = inspectionsQuery(db).where(eq(sellRequests.id, sellRequestId));
  const [row] = await (lock ? query.for('update', { of: sellRequests }) : query);
  return row;
}

export async function updateInspectionBooking(db: Db, bookingId: string, changes: Partial<Pick<typeof inspectionBookings.$inferInsert, 'confirmedAt' | 'attendance' | 'attendanceAt'>>): Promise<void> {
  await db.update(inspectionBookings).set(changes).where(eq(inspectionBookings.id, bookingId));
}

export async function setRequestBooking(db: Db, sellRequestId: string, bookingId: string): Promise<void> {
  await db.update(sellRequests).set({ bookingId, updatedAt: sql`now()` }).where(eq(sellRequests.id, sellRequestId));
}
