import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, PUBLIC_STATUSES, trims } from '../schema/index.ts';

const { searchText: _searchText, createdAt: _createdAt, updatedAt: _updatedAt, ...carColumns } = getTableColumns(cars);
const { id: _trimId, modelId: _modelId, year: _year, bodyStyleId: _bodyStyleId, slug: _trimSlug, basePrice: _trimPrice, ...trimColumns } = getTableColumns(trims);

const prepareCarsByIds = (db: Db) =>
  db
    .select({ ...carColumns, trim: trimColumns })
    .from(cars)
    .innerJoin(trims, eq(trims.id, cars.trimId))
    .where(sql`${cars.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('cars_by_ids');

// Every listing page runs this query: prepared once per connection, it skips planning each time.
const preparedCarsByIds = new WeakMap<Db, ReturnType<typeof prepareCarsByIds>>();

/** Car rows with their trim (name, alias, drive facts and specs): what every Car field resolves from. */
export async function carsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  let prepared = preparedCarsByIds.get(db);
  if (!prepared) {
    prepared = prepareCarsByIds(db);
    preparedCarsByIds.set(db, prepared);
  }
  return prepared.execute({ ids });
}

export type CarRow = Awaited<ReturnType<ReturnType<typeof prepareCarsByIds>['execute']>>[number];

/** The publicly listed car with `slug`; undefined for unknown slugs and hidden statuses alike. */
export async function publicCarBySlug(db: Db, slug: string): Promise<CarRow | undefined> {
  const [row] = await db
    .select({ ...carColumns, trim: trimColumns })
    .from(cars)
    .innerJoin(trims, eq(trims.id, cars.trimId))
    .where(and(eq(cars.slug, slug), inArray(cars.status, [...PUBLIC_STATUSES])));
  return row;
}

/** Rows for `ids` in the order of `ids`; ids whose car vanished meanwhile are skipped. */
export async function carsInOrder(db: Db, ids: number[]): Promise<CarRow[]> {
  const byId = new Map((await carsByIds(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
