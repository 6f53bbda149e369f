import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brands, carModels, carRequests, trims } from '../schema/index.ts';

export type NewCarRequest = typeof carRequests.$inferInsert;

export async function insertCarRequest(db: Db, request: NewCarRequest): Promise<string> {
  const [row] = await db.insert(carRequests).values(request).returning({ id: carRequests.id });
  if (!row) throw new Error('The car request was not stored');
  return row.id;
}

/** Gives the user every request left anonymously with their e-mail (any letter case), as claimSellRequests. */
export async function claimCarRequests(db: Db, userId: string, email: string): Promise<void> {
  await db
    .update(carRequests)
    .set({ userId })
    .where(and(isNull(carRequests.userId), sql`lower(${carRequests.email}) = ${email.toLowerCase()}`));
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
