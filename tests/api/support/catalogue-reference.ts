// A plain reading of the catalogue straight from the database, and the listing rules written
// out the obvious way, so API answers can be compared with what they must be.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.ts';

export interface ReferenceCar {
  id: number;
  slug: string;
  brand: string;
  carModel: string;
  bodyStyle: string;
  color: string;
  transmission: string;
  fuelType: string;
  driveTrain: string;
  curboSpot: string;
  year: number;
  miles: number;
  price: number;
  status: string;
  hasOffer: boolean;
  certified: boolean;
  published: number | null;
  searchText: string;
  categories: string[];
  features: string[];
}

export async function readReferenceCars(db: Db): Promise<ReferenceCar[]> {
  return queryRows<ReferenceCar & Record<string, unknown>>(
    db,
    sql`select c.id, c.slug, b.slug as "brand", m.slug as "carModel", bs.slug as "bodyStyle", col.slug as "color",
        tr.slug as "transmission", f.slug as "fuelType", dt.slug as "driveTrain", s.slug as "curboSpot",
        c.year, c.mileage as "miles", c.listing_price::float8 as "price", c.status::text as "status",
        c.has_offer as "hasOffer", c.certified, extract(epoch from c.published_at)::float8 as "published", c.search_text as "searchText",
        array(select cat.slug from car_categories cc join categories cat on cat.id = cc.category_id where cc.car_id = c.id) as "categories",
        array(select fe.slug from trim_features tf join features fe on fe.id = tf.feature_id where tf.trim_id = c.trim_id) as "features"
      from cars c join brands b on b.id = c.brand_id join car_models m on m.id = c.model_id join trims t on t.id = c.trim_id
      join body_styles bs on bs.id = c.body_style_id join colors col on col.id = c.exterior_color_id
      join transmissions tr on tr.id = t.transmission_id join fuel_types f on f.id = t.fuel_type_id
      join drive_trains dt on dt.id = t.drive_train_id join spots s on s.id = c.spot_id
      order by c.id`,
  );
}

export type Range = { min?: number | null; max?: number | null };
export interface Where {
  brand?: string[];
  carModel?: string[];
  bodyStyle?: string[];
  color?: string[];
  transmission?: string[];
  fuelType?: string[];
  driveTrain?: string[];
  curboSpot?: string[];
  categories?: string[];
  features?: string[];
  offer?: string[];
  year?: Range;
  miles?: Range;
  price?: Range;
}

export const VALUE_KEYS = ['brand', 'carModel', 'bodyStyle', 'color', 'transmission', 'fuelType', 'driveTrain', 'curboSpot'] as const;
export const PUBLIC = new Set(['AVAILABLE', 'COMING_SOON', 'PENDING', 'SOLD']);

function inRange(value: number, range: Range | undefined): boolean {
  if (!range) return true;
  const low = range.min ?? -Infinity;
  const high = range.max ?? Infinity;
  return value >= Math.min(low, high) && value <= Math.max(low, high);
}

const offerFlags = (car: ReferenceCar) => [...(car.hasOffer ? ['with-offer'] : []), ...(car.certified ? ['certified'] : []), ...(car.status === 'AVAILABLE' ? ['available'] : [])];

/** The documented semantics: any of the values within a dimension (features: all of them), every dimension. */
export function matches(car: ReferenceCar, where: Where): boolean {
  if (!PUBLIC.has(car.status)) return false;
  for (const key of VALUE_KEYS) if (where[key]?.length && !where[key].includes(car[key])) return false;
  if (where.categories?.length && !where.categories.some((slug) => car.categories.includes(slug))) return false;
  if (where.features?.length && !where.features.every((slug) => car.features.includes(slug))) return false;
  if (where.offer?.length && !where.offer.some((slug) => offerFlags(car).includes(slug))) return false;
  return inRange(car.year, where.year) && inRange(car.miles, where.miles) && inRange(car.price, where.price);
}

export const matching = (cars: ReferenceCar[], where: Where) => cars.filter((car) => matches(car, where));
export const idsOf = (cars: { id: number | string }[]) => cars.map((car) => Number(car.id)).sort((a, b) => a - b);
