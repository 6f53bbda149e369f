import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { SELL_REQUEST_TRANSITIONS } from '../../server/selling/sell-request-status.ts';
import { bearer, codesOf, confirmedSession, newAccount } from './support/accounts.ts';
import { askQuote } from './support/selling-client.ts';
import {
  activeBookingCount, cancelMutation, catalogueCar, createMutation, deleteMutation, selfQuery, sellInput, sellRequestCount, send, type SellRequest, updateMutation,
} from './support/sell-requests-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Monday 9 March 2026, mid-morning in Santo Domingo: windows are offered from tomorrow to 8 April.
const now = new Date('2026-03-09T10:15:00-04:00');
const slot = (day: number, hour: number) => `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00-04:00`;

let server: TestServer;
let spots: { id: string; latitude: number; longitude: number }[];
let car: Awaited<ReturnType<typeof catalogueCar>>;
beforeAll(async () => {
  server = await startTestServer({}, { auth: { now: () => now } });
  spots = (await queryRows<{ id: number; latitude: string; longitude: string }>(server.database.db, sql`select id, latitude, longitude from spots order by id`)).map((row) => ({
    id: String(row.id),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  }));
  car = await catalogueCar(server.database.db);
}, 120_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const create = (input: unknown, headers: Record<string, string> = {}) => send<{ createSellRequest: SellRequest }>(server.url, createMutation, input, headers);
const created = async (input: unknown, headers: Record<string, string> = {}) => {
  const answer = await create(input, headers);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.createSellRequest;
};
const mine = async (headers: Record<string, string>) => {
  const answer = await send<{ selfSellRequests: SellRequest[] }>(server.url, selfQuery, undefined, headers);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.selfSellRequests;
};
const slotAvailable = async (spotId: string, startsAt: string) => {
  const answer = await send<{ getInspectionSlots: { startsAt: string; available: boolean }[] }>(
    server.url,
    'query s($input: InspectionSlotsInput!) { getInspectionSlots(input: $input) { startsAt available } }',
    { range: { from: startsAt.slice(0, 10), days: 1 }, place: 'SPOT', spotId },
  );
  return answer.body.data!.getInspectionSlots.find((window) => window.startsAt === startsAt)?.available;
};
const stored = async (id: string) => (await queryRows<Record<string, unknown>>(db(), sql`select * from sell_requests where id = ${id}`))[0];

describe('createSellRequest', () => {
  it('stores a visitor’s request with the server’s quote, held hour and no user', async () => {
    const input = sellInput(car, spots[0]!.id, slot(10, 8));
    const request = await created(input);
    expect(request).toMatchObject({
      status: 'REQUESTED',
      tab: 'IN_PROGRESS',
      place: 'SPOT',
      inspection: { startsAt: slot(10, 8), endsAt: slot(10, 9), available: true, spotId: spots[0]!.id },
      car: { brand: { slug: car.brand }, model: { slug: car.model }, year: car.year, trim: { slug: car.trim }, mileage: 60_000, licensePlate: 'A123456' },
      person: { name: 'Ana', lastName: 'Pérez', email: input.person.email, phone: '8095550123' },
      spot: { id: spots[0]!.id },
      address: null,
      outsideCoverage: false,
      expectedPrice: 1_200_000,
      expectedSaleDays: 30,
    });
    const quote = await askQuote(server.url, { brand: car.brand, model: car.model, year: car.year, trim: car.trim, mileage: 60_000 });
    expect(request.quote).toEqual(quote.body.data!.getSellQuote);
    expect((await stored(request.id))?.user_id).toBeNull();
    expect(await slotAvailable(spots[0]!.id, slot(10, 8))).toBe(false);
  });

  it('stores a signed-in seller’s request under their account, with a home address and its coverage', async () => {
    const session = await confirmedSession(server.url, db());
    const spot = spots[0]!;
    // About 33 km north of the spot: beyond the 25 km radius.
    const far = { sector: 'Villa Mella', street: 'Calle 1', number: '5', latitude: spot.latitude + 0.3, longitude: spot.longitude };
    const request = await created(sellInput({ ...car, trim: undefined }, spot.id, slot(10, 9), { place: 'HOME', address: far }), bearer(session.accessToken));
    expect(request).toMatchObject({ place: 'HOME', outsideCoverage: true, car: { trim: null }, address: { sector: 'Villa Mella', street: 'Calle 1', number: '5', reference: null } });
    expect((await stored(request.id))?.user_id).toBe(session.user.id);
    const near = { sector: 'Piantini', street: 'Calle 2', number: '7', latitude: spot.latitude + 0.05, longitude: spot.longitude };
    expect((await created(sellInput(car, spot.id, slot(10, 10), { place: 'HOME', address: near }))).outsideCoverage).toBe(false);
    const unknownPosition = { sector: 'Piantini', street: 'Calle 2', number: '7' };
    expect((await created(sellInput(car, spot.id, slot(10, 11), { place: 'HOME', address: unknownPosition }))).outsideCoverage).toBe(false);
  });

  const badCases: [string, (input: ReturnType<typeof sellInput>) => unknown, string][] = [
    ['a plate with symbols', (input) => ({ ...input, car: { ...input.car, licensePlate: 'AB#123' } }), 'car.licensePlate'],
    ['a plate of 3 characters', (input) => ({ ...input, car: { ...input.car, licensePlate: 'A12' } }), 'car.licensePlate'],
    ['a plate of 35 characters', (input) => ({ ...input, car: { ...input.car, licensePlate: 'A'.repeat(35) } }), 'car.licensePlate'],
    ['a phone of 9 digits', (input) => ({ ...input, person: { ...input.person, phone: '809555012' } }), 'person.phone'],
    ['a phone with letters', (input) => ({ ...input, person: { ...input.person, phone: '809555012a' } }), 'person.phone'],
    ['a name with digits', (input) => ({ ...input, person: { ...input.person, name: 'Ana 2' } }), 'person.name'],
    ['a bad e-mail', (input) => ({ ...input, person: { ...input.person, email: 'ana@' } }), 'person.email'],
    ['HOME without an address', (input) => ({ ...input, place: 'HOME' }), 'address'],
    ['terms not accepted', (input) => ({ ...input, acceptTerms: false }), 'acceptTerms'],
    ['an unknown brand', (input) => ({ ...input, car: { ...input.car, brand: 'no-such-brand' } }), 'car.brand'],
    ['an unknown model', (input) => ({ ...input, car: { ...input.car, model: 'no-such-model' } }), 'car.model'],
    ['an unknown trim', (input) => ({ ...input, car: { ...input.car, trim: 'no-such-trim' } }), 'car.trim'],
    ['the year 1999', (input) => ({ ...input, car: { ...input.car, year: 1999 } }), 'car.year'],
    ['mileage -1', (input) => ({ ...input, car: { ...input.car, mileage: -1 } }), 'car.mileage'],
    ['no spot', (input) => ({ ...input, spotId: null }), 'spotId'],
    ['an unknown spot', (input) => ({ ...input, spotId: '999999' }), 'spotId'],
  ];

  it.each(badCases)('refuses %s as BAD_USER_INPUT naming the field, storing and booking nothing', async (_case, spoil, field) => {
    const [requests, bookings] = [await sellRequestCount(db()), await activeBookingCount(db())];
    const answer = await create(spoil(sellInput(car, spots[1]!.id, slot(11, 8))));
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.body.errors![0]!.extensions!.errors!.map((error) => error.field)).toContain(field);
    expect([await sellRequestCount(db()), await activeBookingCount(db())]).toEqual([requests, bookings]);
    expect(await slotAvailable(spots[1]!.id, slot(11, 8))).toBe(true);
  });

  it('answers SLOT_UNAVAILABLE for an hour not on offer and SLOT_TAKEN for one booked, storing nothing', async () => {
    const count = await sellRequestCount(db());
    expect(codesOf(await create(sellInput(car, spots[1]!.id, slot(9, 15))))).toEqual(['SLOT_UNAVAILABLE']);
    await created(sellInput(car, spots[1]!.id, slot(12, 8)));
    expect(codesOf(await create(sellInput(car, spots[1]!.id, slot(12, 8))))).toEqual(['SLOT_TAKEN']);
    expect(await sellRequestCount(db())).toBe(count + 1);
    // A refusal is an answer, not a defect: logged at info without a stack, never at error level.
    const refusals = server.logs.filter((line) => line.includes('"refusal":"SlotTaken"'));
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((line) => line.includes('"level":30') && !line.includes('stack'))).toBe(true);
    expect(server.logs.filter((line) => line.includes('"level":50') && line.includes('SlotTaken'))).toEqual([]);
  });

  it('ends 50 sellers racing over HTTP for one window at a one-inspector spot in 1 request and 49 SLOT_TAKEN', async () => {
    const spot = spots[2]!.id;
    const window = slot(18, 10);
    const answers = await Promise.all(Array.from({ length: 50 }, () => create(sellInput(car, spot, window))));
    expect(answers.filter((answer) => answer.status >= 500)).toHaveLength(0);
    const outcomes = answers.map((answer) => codesOf(answer)[0] ?? 'created');
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'SLOT_TAKEN')).toHaveLength(49);
    const rows = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from sell_requests r join inspection_bookings b on b.id = r.booking_id where b.spot_id = ${Number(spot)} and b.starts_at = ${window}::timestamptz`);
    expect(rows[0]?.count).toBe(1);
  });

  it('queues a confirmation e-mail with the day, the hour, the place, the quote range and the account link', async () => {
    const input = sellInput(car, spots[0]!.id, slot(13, 14), { locale: 'es' });
    const request = await created(input);
    const home = sellInput(car, spots[0]!.id, slot(13, 15), { locale: 'en', place: 'HOME', address: { sector: 'Naco', street: 'Calle Tiradentes', number: '12' } });
    await created(home);
    const mails = await queryRows<{ to_address: string; subject: string; text_body: string }>(
      db(),
      sql`select to_address, subject, text_body from mail_outbox where kind = 'SELL_REQUEST_CONFIRMATION' and to_address in (${input.person.email}, ${home.person.email}) order by created_at, id`,
    );
    expect(mails.map((mail) => mail.to_address)).toEqual([input.person.email, home.person.email]);
    const [spanish, english] = mails.map((mail) => mail.text_body);
    const pesos = (amount: number) => `RD$${amount.toLocaleString('en-US')}`;
    expect(spanish).toContain('viernes, 13 de marzo de 2026, a las 14:00');
    expect(spanish).toContain(`Lugar: ${request.spot.name}`);
    expect(spanish).toContain(`entre ${pesos(request.quote.suggestedMinPrice!)} y ${pesos(request.quote.suggestedMaxPrice!)}`);
    expect(spanish).toContain(`${server.config.publicUrl}/user/sell`);
    expect(english).toContain('Friday, March 13, 2026, at 15:00');
    expect(english).toContain('Place: your address, Calle Tiradentes 12, Naco.');
  });
});

describe('statuses', () => {
  it('the database refuses REQUESTED → SOLD and CANCELED → REQUESTED, and holds the same transitions as the code', async () => {
    const { id } = await created(sellInput(car, spots[3]!.id, slot(16, 8)));
    const refusal = (status: string) => db().execute(sql`update sell_requests set status = ${status} where id = ${id}`).then(() => 'accepted', () => 'refused');
    expect(await refusal('SOLD')).toBe('refused');
    expect(await refusal('CANCELED')).toBe('accepted');
    expect(await refusal('REQUESTED')).toBe('refused');
    const history = await queryRows<{ from_status: string | null; to_status: string }>(db(), sql`select from_status, to_status from sell_request_status_changes where sell_request_id = ${id} order by id`);
    expect(history).toEqual([{ from_status: null, to_status: 'REQUESTED' }, { from_status: 'REQUESTED', to_status: 'CANCELED' }]);
    const rows = await queryRows<{ from_status: string; to_status: string }>(db(), sql`select from_status, to_status from sell_request_transitions`);
    const fromCode = Object.entries(SELL_REQUEST_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}→${to}`));
    expect(rows.map((row) => `${row.from_status}→${row.to_status}`).toSorted()).toEqual(fromCode.toSorted());
  });
});

describe('the owner’s requests', () => {
  it('shows an anonymous request in the account that signs up with its e-mail, in any letter case, and never in another', async () => {
    const email = `Claimed.${Date.now()}@Example.com`;
    const request = await created(sellInput(car, spots[3]!.id, slot(16, 9), { person: { name: 'Ana', lastName: 'Pérez', email, phone: '8095550123' } }));
    const other = await confirmedSession(server.url, db());
    expect((await mine(bearer(other.accessToken))).map((row) => row.id)).not.toContain(request.id);
    const owner = await confirmedSession(server.url, db(), newAccount({ email: email.toLowerCase() }));
    expect((await mine(bearer(owner.accessToken))).map((row) => row.id)).toEqual([request.id]);
    expect((await mine(bearer(other.accessToken))).map((row) => row.id)).not.toContain(request.id);
    // Newest first.
    const newer = await created(sellInput(car, spots[3]!.id, slot(16, 10)), bearer(owner.accessToken));
    expect((await mine(bearer(owner.accessToken))).map((row) => row.id)).toEqual([newer.id, request.id]);
  });

  it('needs a session', async () => {
    expect(codesOf(await send(server.url, selfQuery, undefined))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await send(server.url, cancelMutation, { id: '00000000-0000-4000-8000-000000000000' }))).toEqual(['UNAUTHENTICATED']);
  });

  it('never lets a user change, cancel or delete another user’s request: NOT_FOUND and nothing changed', async () => {
    const users = await Promise.all([0, 1, 2].map(() => confirmedSession(server.url, db())));
    const requests = await Promise.all(users.map((user, index) => created(sellInput(car, spots[4]!.id, slot(17, 8 + index)), bearer(user.accessToken))));
    for (const [a, owner] of users.entries()) {
      for (const [b, intruder] of users.entries()) {
        if (a === b) continue;
        const headers = bearer(intruder.accessToken);
        const target = requests[a]!;
        const before = await mine(bearer(owner.accessToken));
        const update = sellInput(car, spots[4]!.id, slot(17, 14), { id: target.id });
        delete (update as { car?: unknown }).car;
        delete (update as { acceptTerms?: unknown }).acceptTerms;
        expect(codesOf(await send(server.url, updateMutation, update, headers))).toEqual(['NOT_FOUND']);
        expect(codesOf(await send(server.url, cancelMutation, { id: target.id }, headers))).toEqual(['NOT_FOUND']);
        expect(codesOf(await send(server.url, deleteMutation, { id: target.id }, headers))).toEqual(['NOT_FOUND']);
        expect(await mine(bearer(owner.accessToken))).toEqual(before);
        expect(await slotAvailable(spots[4]!.id, slot(17, 14))).toBe(true);
      }
    }
  });
});

describe('changing a request', () => {
  const updateOf = (request: SellRequest, changes: Record<string, unknown>) => ({
    id: request.id,
    expectedPrice: request.expectedPrice,
    expectedSaleDays: request.expectedSaleDays,
    person: request.person,
    place: request.place,
    spotId: request.spot.id,
    slotStartsAt: request.inspection.startsAt,
    ...changes,
  });

  it('moves the inspection: the new hour is held and the old one free; SLOT_TAKEN on a booked hour keeps the old', async () => {
    const session = await confirmedSession(server.url, db());
    const headers = bearer(session.accessToken);
    const spot = spots[1]!.id;
    const request = await created(sellInput(car, spot, slot(19, 8)), headers);
    const moved = await send<{ updateSellRequest: SellRequest }>(server.url, updateMutation, updateOf(request, { slotStartsAt: slot(19, 9), expectedPrice: 1_300_000 }), headers);
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data!.updateSellRequest).toMatchObject({ inspection: { startsAt: slot(19, 9) }, expectedPrice: 1_300_000 });
    expect(await slotAvailable(spot, slot(19, 8))).toBe(true);
    expect(await slotAvailable(spot, slot(19, 9))).toBe(false);

    await created(sellInput(car, spot, slot(19, 10)));
    const taken = await send<{ updateSellRequest: SellRequest }>(server.url, updateMutation, updateOf(moved.body.data!.updateSellRequest, { slotStartsAt: slot(19, 10), expectedPrice: 1_400_000 }), headers);
    expect(codesOf(taken)).toEqual(['SLOT_TAKEN']);
    const [kept] = await mine(headers);
    expect(kept).toMatchObject({ inspection: { startsAt: slot(19, 9) }, expectedPrice: 1_300_000 });
    expect(await slotAvailable(spot, slot(19, 9))).toBe(false);
  });

  it('cancels to the complete tab and frees the hour; a cancelled request cannot be changed or cancelled again', async () => {
    const session = await confirmedSession(server.url, db());
    const headers = bearer(session.accessToken);
    const request = await created(sellInput(car, spots[1]!.id, slot(20, 8)), headers);
    const cancelled = await send<{ cancelSellRequest: SellRequest }>(server.url, cancelMutation, { id: request.id }, headers);
    expect(cancelled.body.data!.cancelSellRequest).toMatchObject({ status: 'CANCELED', tab: 'COMPLETE' });
    expect(await slotAvailable(spots[1]!.id, slot(20, 8))).toBe(true);
    expect(codesOf(await send(server.url, updateMutation, updateOf(request, { expectedSaleDays: 10 }), headers))).toEqual(['SELL_REQUEST_CLOSED']);
    expect(codesOf(await send(server.url, cancelMutation, { id: request.id }, headers))).toEqual(['SELL_REQUEST_CLOSED']);
    expect(await mine(headers)).toMatchObject([{ status: 'CANCELED', expectedSaleDays: 30 }]);
  });

  it('deletes for good: gone from the account with its history, and the hour free', async () => {
    const session = await confirmedSession(server.url, db());
    const headers = bearer(session.accessToken);
    const request = await created(sellInput(car, spots[1]!.id, slot(20, 9)), headers);
    const deleted = await send<{ deleteSellRequest: boolean }>(server.url, deleteMutation, { id: request.id }, headers);
    expect(deleted.body.data!.deleteSellRequest).toBe(true);
    expect(await mine(headers)).toEqual([]);
    expect(await stored(request.id)).toBeUndefined();
    const history = await queryRows(db(), sql`select 1 from sell_request_status_changes where sell_request_id = ${request.id}`);
    expect(history).toEqual([]);
    expect(await slotAvailable(spots[1]!.id, slot(20, 9))).toBe(true);
    expect(codesOf(await send(server.url, deleteMutation, { id: request.id }, headers))).toEqual(['NOT_FOUND']);
  });
});
