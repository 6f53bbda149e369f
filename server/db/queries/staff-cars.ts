import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';

/** What the staff console's inventory list narrows by; words already normalised by the caller. */
export type StaffCarsQuery = {
  status?: string;
  /** Each must appear in the car's search words (brand, model, trim, year…). */
  words: readonly string[];
  /** A piece of a slug (letters, digits and dashes): a car whose slug holds it matches too. */
  slugPart?: string;
  /** The last id of the previous page: this page starts below it. */
  afterId?: number;
  limit: number;
};

// Every condition runs on an index: cars_status_id for the status and the order, the trigram
// indexes on search_text and slug for the words (migration 0021), so it stays fast at 1M cars.
function conditionsOf(query: StaffCarsQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`status = ${query.status}`);
  const textMatches: SQL[] = [];
  if (query.words.length > 0) textMatches.push(sql`(${sql.join(query.words.map((word) => sql`search_text like ${`%${word}%`}`), sql` and `)})`);
  if (query.slugPart) textMatches.push(sql`slug like ${`%${query.slugPart}%`}`);
  if (textMatches.length > 0) conditions.push(sql`(${sql.join(textMatches, sql` or `)})`);
  return conditions;
}

const whereOf = (conditions: SQL[]) => (conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`);

/** One page of car ids, newest (highest id) first, and whether more follow. */
export async function staffCarIds(db: Db, query: StaffCarsQuery): Promise<{ ids: number[]; more: boolean }> {
  const conditions = conditionsOf(query);
  if (query.afterId !== undefined) conditions.push(sql`id < ${query.afterId}`);
  const rows = await queryRows<{ id: number }>(db, sql`select id from cars ${whereOf(conditions)} order by id desc limit ${query.limit + 1}`);
  return { ids: rows.slice(0, query.limit).map((row) => Number(row.id)), more: rows.length > query.limit };
}

/** How many cars the filter holds, over every page. */
export async function staffCarCount(db: Db, query: StaffCarsQuery): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from cars ${whereOf(conditionsOf(query))}`);
  return Number(row?.count ?? 0);
}
