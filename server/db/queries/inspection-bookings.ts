import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { inspectionBookings, spots } from '../schema/index.ts';

export type NewInspectionBooking = Pick<typeof inspectionBookings.$inferInsert, 'spotId' | 'inspector' | 'startsAt' | 'place' | 'purpose'>;

/** How many inspections one window of the spot holds; undefined for an unknown spot. */
export async function spotInspectors(db: Db, spotId: number): Promise<number | undefined> {
  const [spot] = await db.select({ inspectors: spots.inspectors }).from(spots).where(eq(spots.id, spotId));
  return spot?.inspectors;
}

/** The spot's active bookings per starting hour in [from, to); a query of its own so its plan can be checked. */
export const activeBookingCountsQuery = (db: Db, spotId: number, from: Date, to: Date) =>
  db
    .select({ startsAt: inspectionBookings.startsAt, booked: count() })
    .from(inspectionBookings)
    .where(
      and(
        eq(inspectionBookings.spotId, spotId),
        isNull(inspectionBookings.releasedAt),
        gte(inspectionBookings.startsAt, from),
        lt(inspectionBookings.startsAt, to),
      ),
    )
    .groupBy(inspectionBookings.startsAt);

/**
 * Active bookings per starting hour (epoch milliseconds) of the spot in [from, to): one query for a
 * whole calendar, served by the leading (spot, hour) columns of the partial unique index.
 */
export async function activeBookingCounts(db: Db, spotId: number, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await activeBookingCountsQuery(db, spotId, from, to);
  return new Map(rows.map((row) => [row.startsAt.getTime(), row.booked]));
}

/**
 * Takes the inspector-hour when it is free and answers the booking's id; undefined when another
 * active booking holds it. The unique index decides, in one statement, so racing requests cannot
 * both get it.
 */
export async function insertBookingIfFree(db: Db, booking: NewInspectionBooking): Promise<string | undefined> {
  const [inserted] = await db
    .insert(inspectionBookings)
    .values(booking)
    .onConflictDoNothing({
      target: [inspectionBookings.spotId, inspectionBookings.startsAt, inspectionBookings.inspector],
      where: sql`released_at is null`,
    })
    .returning({ id: inspectionBookings.id });
  return inserted?.id;
}

/** Frees a booking's inspector-hour, keeping the row; false when it was not active. */
export async function releaseBooking(db: Db, bookingId: string): Promise<boolean> {
  const released = await db
    .update(inspectionBookings)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(inspectionBookings.id, bookingId), isNull(inspectionBookings.releasedAt)))
    .returning({ id: inspectionBookings.id });
  return released.length > 0;
}
