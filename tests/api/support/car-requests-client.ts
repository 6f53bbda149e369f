import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.ts';

export const carRequestFields = 'id year budget subscribed createdAt brand { slug name } model { slug name } suggestedCars { id slug year listingPrice status { slug } }';
export const createCarRequestMutation = `mutation createCarRequest($input: CreateCarRequestInput!) { createCarRequest(input: $input) { ${carRequestFields} } }`;
export const selfCarRequestsQuery = `query selfCarRequests { selfCarRequests { ${carRequestFields} } }`;

export interface CarRequest {
  id: string;
  year: number;
  budget: number;
  subscribed: boolean;
  brand: { slug: string; name: string };
  model: { slug: string; name: string };
  suggestedCars: { id: string; slug: string; year: number; listingPrice: number; status: { slug: string } }[];
}

/** The model with the most AVAILABLE cars in the seed, with its brand, body style and its cars' median price. */
export async function popularModel(db: Db) {
  const [row] = await queryRows<{ brand: string; model: string; model_id: number; brand_id: number; body_style_id: number; median: number; year: number }>(
    db,
    sql`select b.slug as brand, m.slug as model, m.id as model_id, b.id as brand_id,
          (select t.body_style_id from trims t where t.model_id = m.id group by t.body_style_id order by count(*) desc, t.body_style_id limit 1) as body_style_id,
          percentile_disc(0.5) within group (order by c.listing_price)::float8 as median,
          percentile_disc(0.5) within group (order by c.year)::int as year
        from cars c join car_models m on m.id = c.model_id join brands b on b.id = m.brand_id
        where c.status = 'AVAILABLE' group by b.id, m.id order by count(*) desc, m.id limit 1`,
  );
  if (!row) throw new Error('the seed has no available cars');
  return row;
}

let buyers = 0;
/** A valid input; each call has an e-mail of its own unless given. */
export function carRequestInput(car: { brand: string; model: string }, overrides: Record<string, unknown> = {}) {
  buyers += 1;
  return {
    brand: car.brand,
    model: car.model,
    year: 2018,
    budget: 1_500_000,
    person: { name: 'Luis', lastName: 'Gómez', email: `buyer.${buyers}.${Date.now()}@example.com`, phone: '8295550123' },
    ...overrides,
  };
}
