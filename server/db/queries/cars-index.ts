import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
/** What the in-memory facet index keeps of one car. */
export interface IndexedCarRow {
  id: number;
  brand_id: number;
  model_id: number;
  body_style_id: number;
  exterior_color_id: number;
  spot_id: number;
  fuel_type_id: number;
  transmission_id: number;
  drive_train_id: number;
  trim_id: number;
  status: 'AVAILABLE' | 'COMING_SOON' | 'NOT_AVAILABLE' | 'PENDING' | 'SOLD' | 'TO_REVIEW';
  year: number;
  mileage: number;
  price: number;
  has_offer: boolean;
  certified: boolean;
  published: number | null;
  search_text: string;
  category_ids: number[];
}

const idList = (ids: readonly number[]) => sql`string_to_array(${ids.join(',')}, ',')::integer[]`;

/** Which cars to read: those of `carIds`, or a page of them in id order after `afterId`. */
export type IndexedCarsSelection = { carIds: readonly number[] } | { afterId: number; limit: number };

/**
 * Cars of every status with the facts filters, facets and sorts use: visitors see the public ones,
 * the staff's listing every one (the index tells them apart by status).
 */
export function loadIndexedCars(db: Db, selection: IndexedCarsSelection): Promise<IndexedCarRow[]> {
  const which =
    'carIds' in selection
      ? sql`c.id = any(${idList(selection.carIds)})`
      : sql`c.id > ${selection.afterId} order by c.id limit ${selection.limit}`;
  return queryRows<IndexedCarRow & Record<string, unknown>>(
    db,
    sql`select c.id, c.brand_id, c.model_id, c.body_style_id, c.exterior_color_id, c.spot_id,
        t.fuel_type_id, t.transmission_id, t.drive_train_id, c.trim_id, c.status, c.year, c.mileage,
        c.listing_price::float8 as price, c.has_offer, c.certified, extract(epoch from c.published_at)::float8 as published, c.search_text,
        coalesce((select array_agg(cc.category_id) from car_categories cc where cc.car_id = c.id), '{}') as category_ids
      from cars c join trims t on t.id = c.trim_id
      where ${which}`,
  );
}

/** Features come with the trim; only trims some car has matter, or only `trimIds`. */
export function loadTrimFeatures(db: Db, trimIds?: readonly number[]): Promise<{ trim_id: number; feature_id: number }[]> {
  return queryRows(
    db,
    trimIds
      ? sql`select tf.trim_id, tf.feature_id from trim_features tf where tf.trim_id = any(${idList(trimIds)})`
      : sql`select tf.trim_id, tf.feature_id from trim_features tf
          where exists (select 1 from cars c where c.trim_id = tf.trim_id)`,
  );
}

/** One car a committed change touched; no car: every car (a reference table changed). */
export interface CatalogueChange {
  version: number;
  carId: number | null;
}

/** The change feed after `version`, oldest first (migration 0019). */
export async function readCatalogueChanges(db: Db, version: number): Promise<CatalogueChange[]> {
  const rows = await queryRows<{ version: string | number; car_id: number | null }>(
    db,
    sql`select version, car_id from catalogue_changes where version > ${version} order by version`,
  );
  return rows.map((row) => ({ version: Number(row.version), carId: row.car_id }));
}

/** Where every bump of the version is announced, with the new version as payload (migrations 0008, 0019). */
export const CATALOGUE_CHANGES_CHANNEL = 'catalogue_changed';

/** The number every change to the catalogue bumps (migrations 0003, 0019); 0 before the first change. */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(db, sql`select version from catalogue_version`);
  return Number(row?.version ?? 0);
}
