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

/** A car input, in GraphQL literal syntax, whose trim does not exist. */
export function carInputLiteral(head: string): string {
  const wheels = ['LEFT_FRONT', 'RIGHT_FRONT', 'LEFT_BACK', 'RIGHT_BACK'].map((position) => `{ position: "${position}", treadDepthMm: 6, brakePadMm: 8 }`).join(', ');
  return `{ ${head}vehicle: { brand: "nobody", model: "nobody", year: 2020, trim: "no-such-trim", exteriorColor: "blanco", interiorColor: "negro" }, sale: { spot: "nowhere", sellerType: "SPOT", certified: false, mileage: 1000, vin: "1HGCM82633A004352", licensePlate: "A123456", keys: 1, owners: 1, price: 900000 }, papers: { titleChecked: true, noOppositionChecked: true }, inspection: { inspectedAt: "2025-01-02", wheels: [${wheels}], findings: [] } }`;
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
  staffCars: { query: 'query { staffCars(status: ["TO_REVIEW"], filter: { limit: 1 }) { count } }' },
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
  staffCarPictures: { query: 'query { staffCarPictures(carId: "999999999") { id } }' },
  removeCarPicture: { query: 'mutation { removeCarPicture(input: { pictureId: "999999999" }) { id } }' },
  moveCarPicture: { query: 'mutation { moveCarPicture(input: { pictureId: "999999999", position: 0 }) { id } }' },
  setMainCarPicture: { query: 'mutation { setMainCarPicture(input: { pictureId: "999999999" }) { id } }' },
  staffCarOptions: { query: 'query { staffCarOptions { countryVersions { slug } } }' },
  staffTrim: { query: 'query { staffTrim(slug: "no-such-trim") { name } }' },
  staffCarForm: { query: 'query { staffCarForm(carId: "999999999") { status } }' },
  // Names a trim nobody has: an allowed role is told so, and nothing is written.
  createCar: { query: `mutation { createCar(input: ${carInputLiteral('status: "TO_REVIEW", ')}) { id } }` },
  updateCar: { query: `mutation { updateCar(input: ${carInputLiteral('carId: "999999999", ')}) { id } }` },
  staffSchedule: { query: 'query { staffSchedule(spotId: "999999", from: "2030-01-07", to: "2030-01-13") { spotId } }' },
  confirmBooking: { query: 'mutation { confirmBooking(input: { bookingId: "TEST_DRIVE:00000000-0000-4000-8000-000000000000" }) { id } }' },
  rescheduleBooking: { query: 'mutation { rescheduleBooking(input: { bookingId: "INSPECTION:00000000-0000-4000-8000-000000000000", startsAt: "2030-01-07T09:00:00-04:00" }) { id } }' },
  markBookingDone: { query: 'mutation { markBookingDone(input: { bookingId: "TEST_DRIVE:00000000-0000-4000-8000-000000000000" }) { id } }' },
  markNoShow: { query: 'mutation { markNoShow(input: { bookingId: "INSPECTION:00000000-0000-4000-8000-000000000000" }) { id } }' },
  setSpotCapacity: { query: 'mutation { setSpotCapacity(input: { spotId: "999999", inspectors: 2 }) { id } }' },
  addSpotClosure: { query: 'mutation { addSpotClosure(input: { spotId: "999999", startsAt: "2030-01-07T09:00:00-04:00", endsAt: "2030-01-07T10:00:00-04:00", reason: "Inventario" }) { id } }' },
  removeSpotClosure: { query: 'mutation { removeSpotClosure(input: { closureId: "00000000-0000-4000-8000-000000000000" }) { id } }' },
  listSellRequestCar: { query: 'mutation { listSellRequestCar(input: { sellRequestId: "00000000-0000-4000-8000-000000000000" }) { id } }' },
  recordSellInspection: { query: 'mutation { recordSellInspection(input: { sellRequestId: "00000000-0000-4000-8000-000000000000", inspection: { inspectedAt: "2030-01-07", wheels: [{ position: "LEFT_FRONT", treadDepthMm: 6, brakePadMm: 8 }, { position: "RIGHT_FRONT", treadDepthMm: 6, brakePadMm: 8 }, { position: "LEFT_BACK", treadDepthMm: 6, brakePadMm: 8 }, { position: "RIGHT_BACK", treadDepthMm: 6, brakePadMm: 8 }], findings: [] } }) { id } }' },
} as const;
