import { and, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brands, carModels, carRequestMatches, carRequests, cars, trims } from '../schema/index.ts';

export type NewCarRequest = typeof carRequests.$inferInsert;

export async function insertCarRequest(db: Db, request: NewCarRequest): Promise<string> {
  const [row] = await db.insert(carRequests).values(request).returning({ id: carRequests.id });
  if (!row) throw new Error('The car request was not stored');
  return row.id;
}

/**
 * Keeps the car request matching triggers from firing for the rest of the transaction (migration
 * 0015): for the seed, whose invented cars are no arrivals anyone asked for. Every other transaction
 * matches as ever.
 */
export async function skipCarRequestMatching(db: Db): Promise<void> {
  await db.execute(sql`select set_config('ola.skip_car_request_matching', 'on', true)`);
}

function carRequestViewQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ request: carRequests, brand: { slug: brands.slug, name: brands.name }, model: { slug: carModels.slug, name: carModels.name } })
    .from(carRequests)
    .innerJoin(brands, eq(brands.id, carRequests.brandId))
    .innerJoin(carModels, eq(carModels.id, carRequests.modelId))
    .where(where)
    .orderBy(desc(carRequests.createdAt), desc(carRequests.id));
}

export type CarRequestView = Awaited<ReturnType<typeof carRequestViewQuery>>[number];

export async function carRequestView(db: Db, id: string): Promise<CarRequestView | undefined> {
  const [row] = await carRequestViewQuery(db, eq(carRequests.id, id));
  return row;
}

/** The user's requests, newest first. */
export function carRequestViewsOf(db: Db, userId: string): Promise<CarRequestView[]> {
  return carRequestViewQuery(db, eq(carRequests.userId, userId));
}

/** The body style most of the model's trims have: what "a car like it" means when none is on sale. */
export async function modelBodyStyle(db: Db, modelId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ bodyStyleId: trims.bodyStyleId })
    .from(trims)
    .where(eq(trims.modelId, modelId))
    .groupBy(trims.bodyStyleId)
    .orderBy(desc(sql`count(*)`), trims.bodyStyleId)
    .limit(1);
  return row?.bodyStyleId;
}

/** Match e-mails are counted by the calendar day in the Dominican Republic, wherever the server runs. */
const LOCAL_ZONE = 'America/Santo_Domingo';

/**
 * Serialises match mailing across instances for the transaction, so two sweeps never mail one
 * request twice and a sweep that waited sees what the other committed.
 */
export async function lockMatchMailing(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('car_request_match_mailing'))`);
}

/**
 * The requests due a match e-mail at `now`: subscribed, not yet mailed on that local day, with a
 * waiting match that is still AVAILABLE within the budget.
 */
export async function requestsDueMatchMail(db: Db, now: Date) {
  return db
    .select({ request: carRequests, brandName: brands.name, modelName: carModels.name })
    .from(carRequests)
    .innerJoin(brands, eq(brands.id, carRequests.brandId))
    .innerJoin(carModels, eq(carModels.id, carRequests.modelId))
    .where(
      and(
        isNull(carRequests.unsubscribedAt),
        sql`(${carRequests.lastNotifiedAt} is null
          or (${carRequests.lastNotifiedAt} at time zone ${LOCAL_ZONE})::date < (${now.toISOString()}::timestamptz at time zone ${LOCAL_ZONE})::date)`,
        sql`exists (select 1 from ${carRequestMatches} m join ${cars} c on c.id = m.car_id
          where m.car_request_id = ${carRequests.id} and m.mailed_at is null and c.status = 'AVAILABLE' and c.listing_price <= ${carRequests.budget})`,
      ),
    )
    .orderBy(carRequests.createdAt, carRequests.id);
}

/** The request's waiting matches that still fit it, cheapest first, with what the e-mail names. */
export async function waitingMatchedCars(db: Db, requestId: string, budget: number) {
  return db
    .select({ id: cars.id, slug: cars.slug, year: cars.year, price: cars.listingPrice, brandName: brands.name, modelName: carModels.name })
    .from(carRequestMatches)
    .innerJoin(cars, eq(cars.id, carRequestMatches.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .where(and(eq(carRequestMatches.carRequestId, requestId), isNull(carRequestMatches.mailedAt), eq(cars.status, 'AVAILABLE'), lte(cars.listingPrice, budget)))
    .orderBy(cars.listingPrice, cars.id);
}

/** The matches went out in the request's e-mail of `now`. */
export async function markMatchesMailed(db: Db, requestId: string, carIds: number[], now: Date): Promise<void> {
  await db.update(carRequestMatches).set({ mailedAt: now }).where(and(eq(carRequestMatches.carRequestId, requestId), inArray(carRequestMatches.carId, carIds)));
  await db.update(carRequests).set({ lastNotifiedAt: now }).where(eq(carRequests.id, requestId));
}

/** Stops the request's match e-mails; a second call keeps the first time. Answers the request, or undefined. */
export async function unsubscribeCarRequest(db: Db, requestId: string, now: Date) {
  const [row] = await db
    .update(carRequests)
    .set({ unsubscribedAt: sql`coalesce(${carRequests.unsubscribedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(carRequests.id, requestId))
    .returning({ locale: carRequests.locale, brandId: carRequests.brandId, modelId: carRequests.modelId });
  if (!row) return undefined;
  const [names] = await db.select({ brandName: brands.name, modelName: carModels.name }).from(carModels).innerJoin(brands, eq(brands.id, carModels.brandId)).where(eq(carModels.id, row.modelId));
  return { locale: row.locale, car: names ? `${names.brandName} ${names.modelName}` : '' };
}
