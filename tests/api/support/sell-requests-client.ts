import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.ts';
import { freshClientIp, postFrom } from './client-address.ts';
import type { GraphQLResponse } from './graphql.ts';

export const sellRequestFields = `id status tab place offer offerExpiresAt outsideCoverage createdAt expectedPrice expectedSaleDays
  inspection { startsAt endsAt available spotId }
  quote { suggestedMinPrice suggestedMaxPrice suggestedPrice marketValue averagePayoutOutside averagePayoutInside basedOn }
  car { brand { slug name } model { slug name } year trim { slug name } mileage licensePlate }
  person { name lastName email phone documentId }
  spot { id name address city { name } }
  address { sector street number reference latitude longitude }`;

export const createMutation = `mutation createSellRequest($input: CreateSellRequestInput!) { createSellRequest(input: $input) { ${sellRequestFields} } }`;
export const updateMutation = `mutation updateSellRequest($input: UpdateSellRequestInput!) { updateSellRequest(input: $input) { ${sellRequestFields} } }`;
export const cancelMutation = `mutation cancelSellRequest($input: IdInput!) { cancelSellRequest(input: $input) { ${sellRequestFields} } }`;
export const deleteMutation = 'mutation deleteSellRequest($input: IdInput!) { deleteSellRequest(input: $input) }';
export const selfQuery = `query selfSellRequests { selfSellRequests { ${sellRequestFields} } }`;

export interface SellRequest {
  id: string;
  status: string;
  tab: string;
  place: string;
  outsideCoverage: boolean;
  inspection: { startsAt: string; endsAt: string; available: boolean; spotId: string };
  quote: Record<string, number>;
  car: { brand: { slug: string }; model: { slug: string }; year: number; trim: { slug: string } | null; mileage: number; licensePlate: string };
  person: { name: string; lastName: string; email: string; phone: string };
  spot: { id: string; name: string };
  address: Record<string, unknown> | null;
  expectedPrice: number;
  expectedSaleDays: number;
}

/** A car of the seeded catalogue: brand, model, a year with trims, and one trim of it. */
export async function catalogueCar(db: Db): Promise<{ brand: string; model: string; year: number; trim: string }> {
  const [row] = await queryRows<{ brand: string; model: string; year: number; trim: string }>(
    db,
    sql`select brands.slug as brand, car_models.slug as model, trims.year, trims.slug as trim from trims
        join car_models on car_models.id = trims.model_id join brands on brands.id = car_models.brand_id
        where trims.year between 2015 and 2024 order by trims.id limit 1`,
  );
  if (!row) throw new Error('the seed has no trims');
  return row;
}

let sellers = 0;
/** A valid input for `spotId` at `slotStartsAt`; each call has an e-mail of its own unless given. */
export function sellInput(car: { brand: string; model: string; year: number; trim?: string }, spotId: string, slotStartsAt: string, overrides: Record<string, unknown> = {}) {
  sellers += 1;
  return {
    car: { ...car, mileage: 60_000, licensePlate: 'A 123-456' },
    expectedPrice: 1_200_000,
    expectedSaleDays: 30,
    person: { name: 'Ana', lastName: 'Pérez', email: `seller.${sellers}.${Date.now()}@example.com`, phone: '8095550123' },
    place: 'SPOT',
    spotId,
    slotStartsAt,
    acceptTerms: true,
    ...overrides,
  };
}

/** Sends one operation from an address of its own, so per-address limits never interfere. */
export function send<Data>(url: string, query: string, input: unknown, headers: Record<string, string> = {}): Promise<GraphQLResponse<Data>> {
  return postFrom<Data>(url, freshClientIp(), query, { variables: input === undefined ? {} : { input }, headers });
}

export async function activeBookingCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from inspection_bookings where released_at is null`);
  return row!.count;
}

export async function sellRequestCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from sell_requests`);
  return row!.count;
}
