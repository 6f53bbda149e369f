import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { PUBLIC_STATUSES } from '../schema/index.ts';

/** What the in-memory facet index keeps of one listed car. */
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
  year: number;
  mileage: number;
  price: number;
  available: boolean;
  sold: boolean;
  has_offer: boolean;
  certified: boolean;
  published: number | null;
  search_text: string;
  category_ids: number[];
}

const statusList = sql.join(PUBLIC_STATUSES.map((status) => sql`${status}::car_status`), sql`, `);

/** Every publicly listed car with the facts filters, facets and sorts use. */
export function loadIndexedCars(db: Db): Promise<IndexedCarRow[]> {
  return queryRows<IndexedCarRow & Record<string, unknown>>(
    db,
    sql`select c.id, c.brand_id, c.model_id, c.body_style_id, c.exterior_color_id, c.spot_id,
        t.fuel_type_id, t.transmission_id, t.drive_train_id, c.trim_id, c.year, c.mileage,
        c.listing_price::float8 as price, c.status = 'AVAILABLE' as available, c.status = 'SOLD' as sold,
        c.has_offer, c.certified, extract(epoch from c.published_at)::float8 as published, c.search_text,
        coalesce((select array_agg(cc.category_id) from car_categories cc where cc.car_id = c.id), '{}') as category_ids
      from cars c join trims t on t.id = c.trim_id
      where c.status in (${statusList})`,
  );
}

/** Features come with the trim; only trims of listed cars matter. */
export function loadTrimFeatures(db: Db): Promise<{ trim_id: number; feature_id: number }[]> {
  return queryRows(
    db,
    sql`select tf.trim_id, tf.feature_id from trim_features tf
      where exists (select 1 from cars c where c.trim_id = tf.trim_id and c.status in (${statusList}))`,
  );
}

/** Where every bump of the version is announced, with the new version as payload (migration 0008). */
export const CATALOGUE_CHANGES_CHANNEL = 'catalogue_changed';

/** The number every change to the catalogue bumps (migration 0003); 0 before the first change. */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(db, sql`select version from catalogue_version`);
  return Number(row?.version ?? 0);
}
