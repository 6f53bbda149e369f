import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { spotClosures, spots } from '../schema/index.ts';

export type SpotClosureRow = typeof spotClosures.$inferSelect;
export type NewSpotClosure = Pick<typeof spotClosures.$inferInsert, 'spotId' | 'startsAt' | 'endsAt' | 'reason' | 'createdBy'>;

// The expression of the exclusion constraint, so an overlap query can use its index.
const closedRange = sql`tstzrange(${spotClosures.startsAt}, ${spotClosures.endsAt}, '[)')`;

/** The spot's closures that overlap [from, to), earliest first. */
export function closuresOverlapping(db: Db, spotId: number, from: Date, to: Date): Promise<SpotClosureRow[]> {
  return db
    .select()
    .from(spotClosures)
    .where(and(eq(spotClosures.spotId, spotId), sql`${closedRange} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`))
    .orderBy(asc(spotClosures.startsAt));
}

/** Stores a closure; the exclusion constraint refuses one overlapping another of the spot. */
export async function insertClosure(db: Db, closure: NewSpotClosure): Promise<SpotClosureRow> {
  const [row] = await db.insert(spotClosures).values(closure).returning();
  if (!row) throw new Error('The closure was not stored');
  return row;
}

/** Whether the database refused a closure because another of the spot overlaps it (migration 0025). */
export function isOverlappingClosure(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23P01' && constraint === 'spot_closures_no_overlap') return true;
  }
  return false;
}

/** Removes a closure and answers what it was; undefined when there was none. */
export async function deleteClosure(db: Db, id: string): Promise<SpotClosureRow | undefined> {
  const [row] = await db.delete(spotClosures).where(eq(spotClosures.id, id)).returning();
  return row;
}

/** A spot's name and how many inspections one hour holds; undefined for an unknown spot. */
export async function spotCapacityRow(db: Db, spotId: number, { lock = false } = {}) {
  const query = db.select({ id: spots.id, name: spots.name, inspectors: spots.inspectors }).from(spots).where(eq(spots.id, spotId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function updateSpotInspectors(db: Db, spotId: number, inspectors: number): Promise<void> {
  await db.update(spots).set({ inspectors }).where(eq(spots.id, spotId));
}

/**
 * Orders a spot's bookings against changes of its closures, until the transaction ends: bookings
 * take it shared (they never wait for each other), a new closure takes it alone, so a booking either
 * sees the closure or is committed before the closure looks for the bookings it must cancel.
 */
export async function lockSpotSchedule(db: Db, spotId: number, mode: 'shared' | 'exclusive'): Promise<void> {
  await (mode === 'shared'
    ? db.execute(sql`select pg_advisory_xact_lock_shared(hashtext('spot_schedule'), ${spotId})`)
    : db.execute(sql`select pg_advisory_xact_lock(hashtext('spot_schedule'), ${spotId})`));
}
