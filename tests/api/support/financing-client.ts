import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.ts';
import { freshClientIp, postFrom } from './client-address.ts';
import type { GraphQLResponse } from './graphql.ts';

export const quoteFields = 'monthlyPayment annualRate termMonths financedAmount totalCost';
export const plansQuery = 'query getFinancingPlans { getFinancingPlans { id slug name lender annualRate minTermMonths maxTermMonths minDownPaymentPercent external isDefault } }';
export const quoteQuery = `query getFinancingQuote($input: FinancingQuoteInput!) { getFinancingQuote(input: $input) { ${quoteFields} } }`;
export const prequalifyMutation = 'mutation prequalify($input: PrequalifyInput!) { prequalify(input: $input) { id approved maxAmount monthlyPayment annualRate termMonths downPayment } }';
export const applyMutation = `mutation applyForFinancing($input: FinancingApplicationInput!) { applyForFinancing(input: $input) { id status redirectUrl quote { ${quoteFields} } } }`;

export interface Plan {
  id: string;
  slug: string;
  name: string;
  lender: string;
  annualRate: number;
  minTermMonths: number;
  maxTermMonths: number;
  minDownPaymentPercent: number;
  external: boolean;
  isDefault: boolean;
}

export interface Quote {
  monthlyPayment: number;
  annualRate: number;
  termMonths: number;
  financedAmount: number;
  totalCost: number;
}

export interface Prequalification extends Omit<Quote, 'financedAmount' | 'totalCost'> {
  id: string;
  approved: boolean;
  maxAmount: number;
  downPayment: number;
}

export interface Application {
  id: string;
  status: string;
  redirectUrl: string | null;
  quote: Quote;
}

/** Sends one operation from an address of its own, so per-address limits never interfere. */
export function send<Data>(url: string, query: string, input: unknown, headers: Record<string, string> = {}): Promise<GraphQLResponse<Data>> {
  return postFrom<Data>(url, freshClientIp(), query, { variables: input === undefined ? {} : { input }, headers });
}

let people = 0;
/** A person with a cédula; each call has an e-mail of its own unless given. */
export function applicant(overrides: Record<string, unknown> = {}) {
  people += 1;
  return { name: 'Ana', lastName: 'Pérez', email: `buyer.${people}.${Date.now()}@example.com`, phone: '8095550123', documentId: '40212345678', ...overrides };
}

export function prequalifyInput(overrides: Record<string, unknown> = {}) {
  return { person: applicant(), workplace: 'Cervecería Nacional', monthlySalary: 85_000, otherIncome: 15_000, workingSince: '2019-07', downPayment: 300_000, ...overrides };
}

export function applicationInput(carId: string, overrides: Record<string, unknown> = {}) {
  return { carId, downPayment: 400_000, termMonths: 48, person: applicant(), workplace: 'Cervecería Nacional', monthlySalary: 85_000, ...overrides };
}

export interface CarForSale {
  id: string;
  price: number;
}

/** Cars of the seeded catalogue set AVAILABLE for these tests, each priced over RD$1,000,000. */
export async function carsOnSale(db: Db, count: number): Promise<CarForSale[]> {
  const rows = await queryRows<{ id: number; price: string }>(
    db,
    sql`update cars set status = 'AVAILABLE' where id in (select id from cars where listing_price > 1000000 order by id limit ${count}) returning id, listing_price as price`,
  );
  if (rows.length < count) throw new Error(`the seed has fewer than ${count} cars over RD$1,000,000`);
  return rows.map((row) => ({ id: String(row.id), price: Number(row.price) })).sort((a, b) => Number(a.id) - Number(b.id));
}

export type PurchaseRow = {
  id: string;
  method: string;
  status: string;
};

export function purchasesOf(db: Db, userId: string, carId: string): Promise<PurchaseRow[]> {
  return queryRows<PurchaseRow>(db, sql`select id, method::text, status::text from purchases where user_id = ${userId} and car_id = ${Number(carId)} order by created_at`);
}

export async function purchaseCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from purchases`);
  return row!.count;
}

/** Holds a car for a buyer as a reservation does: a RESERVED purchase with its deposit being charged. */
export async function holdCar(db: Db, userId: string, carId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into purchases (country_id, user_id, car_id, method, status, deposit_amount, deposit_currency, deposit_status, expires_at)
        values ((select id from countries where code = 'DO'), ${userId}, ${Number(carId)}, 'RESERVATION', 'RESERVED', 75, 'USD', 'PENDING', now() + interval '72 hours')
        returning id`,
  );
  return row!.id;
}

export async function storedApplication(db: Db, id: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`select *, status::text as status from financing_applications where id = ${id}`);
  return row;
}
