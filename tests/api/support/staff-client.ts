import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client.ts';
import { insertRole } from '../../../server/db/queries/staff-roles.ts';
import type { StaffRole } from '../../../server/staff/staff-operations.ts';
import { bearer, confirmedSession } from './accounts.ts';

/** A signed-in account holding `roles` (none: a customer), and its Bearer header. */
export async function staffSession(url: string, db: Db, roles: readonly StaffRole[]) {
  const session = await confirmedSession(url, db);
  for (const role of roles) await insertRole(db, session.user.id, role, null);
  return { ...session, headers: bearer(session.accessToken) };
}

export const auditCount = async (db: Db): Promise<number> => (await queryRows<{ count: number }>(db, sql`select count(*)::int as count from audit_log`))[0]!.count;

/** A car of the test catalogue in `status`, with its id and slug. */
export async function carInStatus(db: Db, status: string): Promise<{ id: string; slug: string; base_price: number }> {
  const [car] = await queryRows<{ id: number; slug: string; base_price: string }>(db, sql`select id, slug, base_price from cars where status = ${status} order by id limit 1`);
  if (!car) throw new Error(`no ${status} car in the test catalogue`);
  return { id: String(car.id), slug: car.slug, base_price: Number(car.base_price) };
}

/**
 * One call of every staff operation with harmless arguments: what the role matrix sends. Each
 * names things nobody has, so an allowed role gets a domain answer and nothing changes.
 */
export const staffCalls = {
  staffMembers: { query: 'query { staffMembers { id } }' },
  auditLog: { query: 'query { auditLog { id } }' },
  staffSellRequests: { query: 'query { staffSellRequests { id } }' },
  grantRole: { query: 'mutation { grantRole(input: { email: "nobody.staff@example.com", role: "operator" }) { id } }' },
  revokeRole: { query: 'mutation { revokeRole(input: { email: "nobody.staff@example.com", role: "operator" }) { id } }' },
  staffInventory: { query: 'query { staffInventory(search: "nothing matches this") { count } }' },
  setCarStatus: { query: 'mutation { setCarStatus(input: { carId: "999999999", status: "AVAILABLE" }) { id } }' },
  setCarPrice: { query: 'mutation { setCarPrice(input: { carId: "999999999", basePrice: 900000 }) { id } }' },
  previewPriceChange: { query: 'query { previewPriceChange(input: { carIds: ["999999999"], percent: -5 }) { newPrice } }' },
  changePrices: { query: 'mutation { changePrices(input: { carIds: ["999999999"], percent: -5 }) { newPrice } }' },
  makeSellOffer: { query: 'mutation { makeSellOffer(input: { sellRequestId: "00000000-0000-4000-8000-000000000000", amount: 900000 }) { id } }' },
  opsDashboard: { query: 'query { opsDashboard { testDrivesToday inspectionsToday } }' },
  staffLeads: { query: 'query { staffLeads(kind: "NEWSLETTER", status: "CLOSED") { nextCursor } }' },
  assignLead: { query: 'mutation { assignLead(input: { leadId: "CAR_REQUEST:00000000-0000-4000-8000-000000000000" }) { id } }' },
  answerLead: { query: 'mutation { answerLead(input: { leadId: "CAR_REQUEST:00000000-0000-4000-8000-000000000000", message: "Sí, todavía está disponible." }) { id } }' },
  closeLead: { query: 'mutation { closeLead(input: { leadId: "CAR_REQUEST:00000000-0000-4000-8000-000000000000" }) { id } }' },
  reopenLead: { query: 'mutation { reopenLead(input: { leadId: "CAR_REQUEST:00000000-0000-4000-8000-000000000000" }) { id } }' },
} as const;
