import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { spotColumns } from './spots.ts';
import { brands, carModels, cities, inspectionBookings, sellRequestInspections, sellRequests, spots, trims } from '../schema/index.ts';

export type NewSellRequest = typeof sellRequests.$inferInsert;
export type SellRequestChanges = Partial<Omit<NewSellRequest, 'id' | 'countryId' | 'userId' | 'status' | 'createdAt'>>;
export type SellRequestStatus = (typeof sellRequests.$inferSelect)['status'];

/** Stores a request; the trigger of migration 0013 records its first status. */
export async function insertSellRequest(db: Db, request: NewSellRequest): Promise<string> {
  const [row] = await db.insert(sellRequests).values(request).returning({ id: sellRequests.id });
  if (!row) throw new Error('The sell request was not stored');
  return row.id;
}

const lookup = (table: typeof brands | typeof carModels | typeof trims) => ({ slug: table.slug, name: table.name });

/** A request with the names a card shows: the car's, the spot's and its city, the held hour, the appraiser's report. */
function sellRequestViewQuery(db: Db, where: SQL | undefined, order: 'newest' | 'inspected first' = 'newest') {
  return db
    .select({
      request: sellRequests,
      brand: lookup(brands),
      model: lookup(carModels),
      trim: lookup(trims),
      spot: spotColumns,
      cityName: cities.name,
      startsAt: inspectionBookings.startsAt,
      inspection: sellRequestInspections,
    })
    .from(sellRequests)
    .innerJoin(brands, eq(brands.id, sellRequests.brandId))
    .innerJoin(carModels, eq(carModels.id, sellRequests.modelId))
    .leftJoin(trims, eq(trims.id, sellRequests.trimId))
    .innerJoin(spots, eq(spots.id, sellRequests.spotId))
    .innerJoin(cities, eq(cities.id, spots.cityId))
    .innerJoin(inspectionBookings, eq(inspectionBookings.id, sellRequests.bookingId))
    .leftJoin(sellRequestInspections, eq(sellRequestInspections.sellRequestId, sellRequests.id))
    .where(where)
    .orderBy(...(order === 'newest' ? [desc(sellRequests.createdAt), desc(sellRequests.id)] : [asc(inspectionBookings.startsAt), asc(sellRequests.id)]));
}

export type SellRequestView = Awaited<ReturnType<typeof sellRequestViewQuery>>[number];

export async function sellRequestView(db: Db, id: string): Promise<SellRequestView | undefined> {
  const [row] = await sellRequestViewQuery(db, eq(sellRequests.id, id));
  return row;
}

/** The user's requests, newest first. */
export function sellRequestViewsOf(db: Db, userId: string): Promise<SellRequestView[]> {
  return sellRequestViewQuery(db, eq(sellRequests.userId, userId));
}

/** Every request, or those in `status`, the earliest inspection first: the order of the 24-hour promise. */
export function sellRequestViewsByInspection(db: Db, status: SellRequestStatus | undefined): Promise<SellRequestView[]> {
  return sellRequestViewQuery(db, status && eq(sellRequests.status, status), 'inspected first');
}

/** A request with what an offer's e-mail names, locked until the transaction ends; undefined for an unknown id. */
export async function lockSellRequestForOffer(db: Db, id: string) {
  const [row] = await db
    .select({
      id: sellRequests.id,
      userId: sellRequests.userId,
      status: sellRequests.status,
      offer: sellRequests.offer,
      offerExpiresAt: sellRequests.offerExpiresAt,
      email: sellRequests.email,
      name: sellRequests.name,
      locale: sellRequests.locale,
      year: sellRequests.year,
      brandName: brands.name,
      modelName: carModels.name,
      inspectionStartsAt: inspectionBookings.startsAt,
    })
    .from(sellRequests)
    .innerJoin(brands, eq(brands.id, sellRequests.brandId))
    .innerJoin(carModels, eq(carModels.id, sellRequests.modelId))
    .innerJoin(inspectionBookings, eq(inspectionBookings.id, sellRequests.bookingId))
    .where(eq(sellRequests.id, id))
    .for('update', { of: sellRequests });
  return row;
}

/**
 * The user's request with its held hour, locked until the transaction ends, so two changes of one
 * request run one after the other; undefined when it is not theirs or does not exist.
 */
export async function lockOwnedSellRequest(db: Db, id: string, userId: string) {
  const [row] = await db
    .select({ id: sellRequests.id, status: sellRequests.status, bookingId: sellRequests.bookingId, spotId: sellRequests.spotId, startsAt: inspectionBookings.startsAt })
    .from(sellRequests)
    .innerJoin(inspectionBookings, eq(inspectionBookings.id, sellRequests.bookingId))
    .where(and(eq(sellRequests.id, id), eq(sellRequests.userId, userId)))
    .for('update', { of: sellRequests });
  return row;
}

export async function updateSellRequestRow(db: Db, id: string, changes: SellRequestChanges): Promise<void> {
  await db
    .update(sellRequests)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(sellRequests.id, id));
}

/** The trigger refuses a change that is not an allowed transition (a foreign key violation). */
export async function setSellRequestStatus(db: Db, id: string, status: SellRequestStatus): Promise<void> {
  await db
    .update(sellRequests)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(sellRequests.id, id));
}

/** Removes the request and, by cascade, its status history. */
export async function deleteSellRequestRow(db: Db, id: string): Promise<void> {
  await db.delete(sellRequests).where(eq(sellRequests.id, id));
}

/** The spot's position and name, for the coverage check and the e-mail; undefined for an unknown spot. */
export async function spotForRequest(db: Db, spotId: number) {
  const [spot] = await db.select({ name: spots.name, address: spots.address, latitude: spots.latitude, longitude: spots.longitude }).from(spots).where(eq(spots.id, spotId));
  return spot;
}

/** Whether the driver refused a status change as not one of the allowed transitions (migration 0013). */
export function isRefusedTransition(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23503' && constraint === 'sell_request_status_changes_allowed') return true;
  }
  return false;
}
