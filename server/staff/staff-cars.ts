import { normaliseSearchText, searchTokens } from '../../common/search-text.ts';
import { STAFF_CARS_LIMITS } from '../../common/inventory.ts';
import type { StaffCarsFilter } from '../../common/validation/staff.ts';
import type { Db } from '../db/client.ts';
import { staffCarCount, staffCarIds, type StaffCarsQuery } from '../db/queries/staff-cars.ts';

/** The words as the catalogue reads them (common/search-text.ts), and the same text as a piece of a slug. */
function textOf(search: string | undefined): Pick<StaffCarsQuery, 'words' | 'slugPart'> {
  const words = searchTokens(search ?? '');
  const slugPart = normaliseSearchText((search ?? '').replace(/[-_/]/g, ' ')).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { words, slugPart: slugPart === '' ? undefined : slugPart };
}

/** One page of the staff console's inventory: every status, newest first, with the filter's total. */
export async function staffCars(db: Db, filter: StaffCarsFilter): Promise<{ ids: number[]; count: number; nextCursor: string | null }> {
  const query: StaffCarsQuery = { status: filter.status, ...textOf(filter.search), afterId: filter.after === undefined ? undefined : Number(filter.after), limit: STAFF_CARS_LIMITS.pageSize };
  const [page, count] = await Promise.all([staffCarIds(db, query), staffCarCount(db, query)]);
  return { ids: page.ids, count, nextCursor: page.more ? String(page.ids.at(-1)) : null };
}
