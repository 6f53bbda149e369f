import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { codesOf, countMails } from './support/accounts.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import type { GraphQLResponse } from './support/graphql.ts';
import { catalogueCar, createMutation, sellInput, send, type SellRequest } from './support/sell-requests-client.ts';
import { auditCount, staffSession } from './support/staff-client.ts';
import { driveInput, startTestDriveServer, testDriveCalls, type ListedCar } from './support/test-drives-client.ts';
import type { TestServer } from './support/test-server.ts';

// Issue 18 §4, schedules: a spot's calendar of inspections and test drives, confirmed, moved, done or
// missed, its hourly capacity, and closures that take hours out of the public calendars.
// Monday 9 March 2026, mid-morning in Santo Domingo; tests move the clock forward only.
let now = new Date('2026-03-09T10:15:00-04:00');
const march = (day: number, hour: number) => `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00-04:00`;

interface Booking {
  id: string;
  kind: string;
  startsAt: string;
  endsAt: string;
  place: string;
  status: string;
  confirmedAt: string | null;
  attendance: string | null;
  carName: string;
  personName: string;
  email: string;
  phone: string;
  closed: boolean;
  nextActions: string[];
}
interface Closure {
  id: string;
  spotId: string;
  startsAt: string;
  endsAt: string;
  reason: string;
  notified: number;
}
const bookingFields = 'id kind startsAt endsAt place status confirmedAt attendance carName personName email phone closed nextActions';
const closureFields = 'id spotId startsAt endsAt reason notified';
const scheduleQuery = `query s($spotId: ID!, $from: String!, $to: String!) { staffSchedule(spotId: $spotId, from: $from, to: $to) { spotId spotName capacity bookings { ${bookingFields} } closures { ${closureFields} } } }`;
const inspectionSlotsQuery = 'query i($input: InspectionSlotsInput!) { getInspectionSlots(input: $input) { startsAt available } }';

let server: TestServer;
let cars: ListedCar[];
let calls: ReturnType<typeof testDriveCalls>;
let operator: Awaited<ReturnType<typeof staffSession>>;
let appraiser: Awaited<ReturnType<typeof staffSession>>;
/** The spot holding the most cars of the test catalogue, and those cars. */
let spotId: string;
let spotCars: ListedCar[];
const db = () => server.database.db;

beforeAll(async () => {
  ({ server, cars } = await startTestDriveServer(() => now));
  calls = testDriveCalls(server.url);
  operator = await staffSession(server.url, db(), ['operator']);
  appraiser = await staffSession(server.url, db(), ['appraiser']);
  const bySpot = new Map<string, ListedCar[]>();
  for (const car of cars) bySpot.set(car.spotId, [...(bySpot.get(car.spotId) ?? []), car]);
  [spotId, spotCars] = [...bySpot.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  expect(spotCars.length).toBeGreaterThanOrEqual(4);
}, 120_000);
afterAll(() => server?.close());

/** Moves the clock forward; the operator signs in again, since access tokens live minutes. */
async function clockAt(time: string): Promise<void> {
  now = new Date(time);
  operator = await staffSession(server.url, db(), ['operator']);
}
const ok = <Data>(answer: GraphQLResponse<Data>): Data => {
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!;
};
const fieldErrors = (answer: GraphQLResponse) => answer.body.errors?.[0]?.extensions?.errors ?? [];
const postArgs = <Data>(query: string, variables: Record<string, unknown>, headers: Record<string, string>) => postFrom<Data>(server.url, freshClientIp(), query, { variables, headers });
const calendar = async (from: string, to: string, headers = operator.headers) =>
  ok(await postArgs<{ staffSchedule: { spotId: string; spotName: string; capacity: number; bookings: Booking[]; closures: Closure[] } }>(scheduleQuery, { spotId, from, to }, headers)).staffSchedule;
const change = (name: 'confirmBooking' | 'markBookingDone' | 'markNoShow', bookingId: string, headers = operator.headers) =>
  send<Record<string, Booking>>(server.url, `mutation m($input: BookingInput!) { ${name}(input: $input) { ${bookingFields} } }`, { bookingId }, headers);
const reschedule = (bookingId: string, startsAt: string) =>
  send<{ rescheduleBooking: Booking }>(server.url, `mutation r($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { ${bookingFields} } }`, { bookingId, startsAt }, operator.headers);
const addClosure = (input: Record<string, unknown>) => send<{ addSpotClosure: Closure }>(server.url, `mutation a($input: SpotClosureInput!) { addSpotClosure(input: $input) { ${closureFields} } }`, input, operator.headers);
const removeClosure = (closureId: string) => send<{ removeSpotClosure: Closure }>(server.url, `mutation d($input: ClosureInput!) { removeSpotClosure(input: $input) { ${closureFields} } }`, { closureId }, operator.headers);
const setCapacity = (inspectors: number, spot = spotId) =>
  send<{ setSpotCapacity: { id: string; capacity: number } }>(server.url, 'mutation c($input: SpotCapacityInput!) { setSpotCapacity(input: $input) { id name capacity } }', { spotId: spot, inspectors }, operator.headers);
const sell = async (startsAt: string) => ok(await send<{ createSellRequest: SellRequest }>(server.url, createMutation, sellInput(await catalogueCar(db()), spotId, startsAt))).createSellRequest;
const driveSlots = async (car: ListedCar, day: string) => ok(await calls.slots(car.id, day, 1)).getTestDriveSlots.map((slot) => slot.startsAt);
const inspectionSlots = async (day: string) =>
  ok(await send<{ getInspectionSlots: { startsAt: string; available: boolean }[] }>(server.url, inspectionSlotsQuery, { range: { from: day, days: 1 }, place: 'SPOT', spotId })).getInspectionSlots.map((slot) => slot.startsAt);
const auditOf = (subjectId: string) => queryRows<{ action: string; before: unknown; after: unknown }>(db(), sql`select action, before, after from audit_log where subject_id = ${subjectId} order by id`);

describe('staffSchedule', () => {
  it('lists the spot’s test drives and inspections of the days asked, soonest first, and writes who saw which', async () => {
    const drive = await calls.scheduled(driveInput(spotCars[0]!.id, march(10, 10)));
    const request = await sell(march(10, 9));
    const day = await calendar('2026-03-10', '2026-03-10');
    expect(day.spotId).toBe(spotId);
    expect(day.capacity).toBe(1);
    expect(day.bookings.map((booking) => booking.id)).toEqual([`INSPECTION:${request.id}`, `TEST_DRIVE:${drive.id}`]);
    expect(day.bookings[1]).toMatchObject({ kind: 'TEST_DRIVE', startsAt: march(10, 10), endsAt: march(10, 11), place: 'SPOT', status: 'SCHEDULED', confirmedAt: null, attendance: null, carName: drive.car.title, personName: 'Ana Pérez', phone: '8095550123', closed: false });
    expect(day.bookings[0]).toMatchObject({ kind: 'INSPECTION', startsAt: march(10, 9), endsAt: march(10, 10), status: 'SCHEDULED', email: request.person.email });
    // The day before and the day after hold neither.
    expect((await calendar('2026-03-09', '2026-03-09')).bookings).toEqual([]);
    const [entry] = (await auditOf(spotId)).filter((row) => row.action === 'staffSchedule').slice(-1);
    expect(entry!.after).toMatchObject({ from: '2026-03-09', shown: [] });
    const seen = (await auditOf(spotId)).filter((row) => row.action === 'staffSchedule').at(-2)!;
    expect(seen.after).toMatchObject({ shown: [`INSPECTION:${request.id}`, `TEST_DRIVE:${drive.id}`] });
  });

  it('shows an appraiser the inspections only', async () => {
    const day = await calendar('2026-03-10', '2026-03-10', appraiser.headers);
    expect(day.bookings.length).toBeGreaterThan(0);
    expect(day.bookings.every((booking) => booking.kind === 'INSPECTION')).toBe(true);
  });

  it('refuses a backwards or too long range, a malformed day and an unknown spot', async () => {
    expect(fieldErrors(await postArgs(scheduleQuery, { spotId, from: '2026-03-10', to: '2026-03-09' }, operator.headers))).toEqual([{ field: 'to', message: 'out_of_range' }]);
    expect(fieldErrors(await postArgs(scheduleQuery, { spotId, from: '2026-03-01', to: '2026-04-01' }, operator.headers))).toEqual([{ field: 'to', message: 'out_of_range' }]);
    expect(fieldErrors(await postArgs(scheduleQuery, { spotId, from: '2026-02-30', to: '2026-03-01' }, operator.headers))).toEqual([{ field: 'from', message: 'invalid_date' }]);
    expect(codesOf(await postArgs(scheduleQuery, { spotId: '999999', from: '2026-03-10', to: '2026-03-10' }, operator.headers))).toEqual(['NOT_FOUND']);
  });
});

describe('confirm, done and no-show', () => {
  it('confirms a booking still to come once, then records what happened when its hour came', async () => {
    const drive = await calls.scheduled(driveInput(spotCars[1]!.id, march(11, 10)));
    const id = `TEST_DRIVE:${drive.id}`;
    const confirmed = ok(await change('confirmBooking', id)).confirmBooking!;
    expect(confirmed.confirmedAt).toBe(now.toISOString());
    const entries = await auditCount(db());
    ok(await change('confirmBooking', id));
    expect(await auditCount(db())).toBe(entries);

    expect(fieldErrors(await change('markBookingDone', id))).toEqual([{ field: 'bookingId', message: 'not_started' }]);
    await clockAt('2026-03-11T10:20:00-04:00');
    expect(ok(await change('markBookingDone', id)).markBookingDone).toMatchObject({ attendance: 'DONE', status: 'SCHEDULED' });
    // A correction: nobody came after all.
    expect(ok(await change('markNoShow', id)).markNoShow!.attendance).toBe('NO_SHOW');
    expect((await auditOf(id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['confirmBooking', { confirmedAt: null }, { confirmedAt: expect.any(String) }],
      ['markBookingDone', { attendance: null }, { attendance: 'DONE' }],
      ['markNoShow', { attendance: 'DONE' }, { attendance: 'NO_SHOW' }],
    ]);
    // Its hour over, it can no longer be confirmed; an unknown booking is NOT_FOUND, a malformed id BAD_USER_INPUT.
    await clockAt(march(11, 12));
    expect(fieldErrors(await change('confirmBooking', id))).toEqual([{ field: 'bookingId', message: 'not_upcoming' }]);
    expect(codesOf(await change('confirmBooking', 'TEST_DRIVE:00000000-0000-4000-8000-000000000000'))).toEqual(['NOT_FOUND']);
    expect(fieldErrors(await change('markNoShow', 'CAR:1'))).toEqual([{ field: 'bookingId', message: 'invalid' }]);
  });

  it('records an inspection’s attendance on its inspector-hour', async () => {
    const request = await sell(march(12, 9));
    await clockAt(march(12, 9));
    expect(ok(await change('markBookingDone', `INSPECTION:${request.id}`)).markBookingDone!.attendance).toBe('DONE');
    const [row] = await queryRows<{ attendance: string }>(db(), sql`select b.attendance from inspection_bookings b join sell_requests r on r.booking_id = b.id where r.id = ${request.id}`);
    expect(row!.attendance).toBe('DONE');
  });

  it('refuses attendance on a drive the buyer cancelled', async () => {
    const drive = await calls.scheduled(driveInput(spotCars[2]!.id, march(16, 9)));
    await db().execute(sql`update test_drives set status = 'CANCELED' where id = ${drive.id}`);
    await clockAt(march(16, 9));
    expect(fieldErrors(await change('markBookingDone', `TEST_DRIVE:${drive.id}`))).toEqual([{ field: 'bookingId', message: 'canceled' }]);
  });
});

describe('rescheduleBooking', () => {
  it('moves a drive to a free hour, unconfirmed, and e-mails the buyer; a taken, closed or unoffered hour is refused', async () => {
    const car = spotCars[0]!;
    const drive = await calls.scheduled(driveInput(car.id, march(18, 9)));
    const other = await calls.scheduled(driveInput(car.id, march(18, 11)));
    const id = `TEST_DRIVE:${drive.id}`;
    ok(await change('confirmBooking', id));
    const moved = ok(await reschedule(id, march(18, 14))).rescheduleBooking;
    expect(moved).toMatchObject({ startsAt: march(18, 14), endsAt: march(18, 15), confirmedAt: null, status: 'SCHEDULED' });
    expect(await countMails(db(), moved.email, 'TEST_DRIVE_MOVED')).toBe(1);
    expect(await driveSlots(car, '2026-03-18')).toContain(march(18, 9));
    expect(codesOf(await reschedule(id, other.startsAt))).toEqual(['SLOT_TAKEN']);
    expect(codesOf(await reschedule(id, march(21, 9)))).toEqual(['SLOT_UNAVAILABLE']);
    expect(fieldErrors(await reschedule(id, '2026-03-18T14:30:00-04:00'))).toEqual([{ field: 'startsAt', message: 'invalid_time' }]);
    // The same hour again changes nothing and e-mails nobody.
    ok(await reschedule(id, march(18, 14)));
    expect(await countMails(db(), moved.email, 'TEST_DRIVE_MOVED')).toBe(1);
  });

  it('moves an inspection to another inspector-hour and gives the old one back', async () => {
    const request = await sell(march(19, 9));
    const id = `INSPECTION:${request.id}`;
    const moved = ok(await reschedule(id, march(19, 15))).rescheduleBooking;
    expect(moved).toMatchObject({ kind: 'INSPECTION', startsAt: march(19, 15) });
    expect(await countMails(db(), request.person.email, 'INSPECTION_MOVED')).toBe(1);
    const slots = ok(await send<{ getInspectionSlots: { startsAt: string; available: boolean }[] }>(server.url, inspectionSlotsQuery, { range: { from: '2026-03-19', days: 1 }, place: 'SPOT', spotId })).getInspectionSlots;
    expect(slots.find((slot) => slot.startsAt === march(19, 9))?.available).toBe(true);
    expect(slots.find((slot) => slot.startsAt === march(19, 15))?.available).toBe(false);
    // The spot's one inspector holds 15:00 now: another request moved there is refused.
    const second = await sell(march(19, 10));
    expect(codesOf(await reschedule(`INSPECTION:${second.id}`, march(19, 15)))).toEqual(['SLOT_TAKEN']);
  });
});

describe('spot closures', () => {
  it('take their hours out of both public calendars and bookings, cancel the drives within and tell everyone booked', async () => {
    const car = spotCars[3]!;
    const driveBooked = driveInput(car.id, march(24, 10));
    const drive = await calls.scheduled(driveBooked);
    const request = await sell(march(24, 9));
    const before = await countMails(db(), request.person.email, 'INSPECTION_CLOSED');

    const closure = ok(await addClosure({ spotId, startsAt: march(24, 8), endsAt: march(24, 12), reason: 'Fumigación' })).addSpotClosure;
    expect(closure).toMatchObject({ spotId, startsAt: march(24, 8), endsAt: march(24, 12), reason: 'Fumigación', notified: 2 });

    expect(await driveSlots(car, '2026-03-24')).toEqual([12, 13, 14, 15, 16].map((hour) => march(24, hour)));
    expect(await inspectionSlots('2026-03-24')).toEqual([12, 13, 14, 15, 16].map((hour) => march(24, hour)));
    expect(codesOf(await calls.schedule(driveInput(spotCars[1]!.id, march(24, 11))))).toEqual(['SLOT_UNAVAILABLE']);
    expect(codesOf(await send(server.url, createMutation, sellInput(await catalogueCar(db()), spotId, march(24, 11))))).toEqual(['SLOT_UNAVAILABLE']);

    const stored = await queryRows<{ status: string }>(db(), sql`select status from test_drives where id = ${drive.id}`);
    expect(stored[0]!.status).toBe('CANCELED');
    const [driveMail] = await queryRows<{ to_address: string; text_body: string }>(db(), sql`select to_address, text_body from mail_outbox where kind = 'TEST_DRIVE_CLOSED' order by id desc limit 1`);
    expect(driveMail).toMatchObject({ to_address: driveBooked.person.email.toLowerCase(), text_body: expect.stringContaining('cancelamos') });
    expect(await countMails(db(), request.person.email, 'INSPECTION_CLOSED')).toBe(before + 1);

    const day = await calendar('2026-03-24', '2026-03-24');
    expect(day.closures.map((shown) => shown.id)).toEqual([closure.id]);
    expect(day.bookings.find((booking) => booking.id === `INSPECTION:${request.id}`)).toMatchObject({ closed: true, nextActions: ['RESCHEDULE'] });
    // The seller was asked to pick another hour: it cannot be confirmed as it stands.
    expect(fieldErrors(await change('confirmBooking', `INSPECTION:${request.id}`))).toEqual([{ field: 'bookingId', message: 'closed' }]);
    expect(day.bookings.find((booking) => booking.id === `TEST_DRIVE:${drive.id}`)?.status).toBe('CANCELED');
    // A booking cannot be moved into the closure either.
    expect(codesOf(await reschedule(`INSPECTION:${request.id}`, march(24, 10)))).toEqual(['SLOT_UNAVAILABLE']);

    expect(fieldErrors(await addClosure({ spotId, startsAt: march(24, 11), endsAt: march(24, 13), reason: 'Otra' }))).toEqual([{ field: 'startsAt', message: 'overlaps' }]);
    expect((await auditOf(closure.id)).map((row) => row.action)).toEqual(['addSpotClosure']);

    ok(await removeClosure(closure.id));
    expect(await driveSlots(car, '2026-03-24')).toContain(march(24, 10));
    expect((await calendar('2026-03-24', '2026-03-24')).bookings.find((booking) => booking.id === `INSPECTION:${request.id}`)).toMatchObject({ closed: false, nextActions: ['CONFIRM', 'RESCHEDULE'] });
    expect(codesOf(await removeClosure(closure.id))).toEqual(['NOT_FOUND']);
    expect((await auditOf(closure.id)).map((row) => row.action)).toEqual(['addSpotClosure', 'removeSpotClosure']);
  });

  it('refuses hours that are not on the hour, backwards, past, or of an unknown spot', async () => {
    expect(fieldErrors(await addClosure({ spotId, startsAt: march(25, 12), endsAt: march(25, 8), reason: 'x' }))).toEqual([{ field: 'endsAt', message: 'before_start' }]);
    expect(fieldErrors(await addClosure({ spotId, startsAt: '2026-03-25T08:30:00-04:00', endsAt: march(25, 12), reason: 'x' }))).toEqual([{ field: 'startsAt', message: 'invalid_time' }]);
    expect(fieldErrors(await addClosure({ spotId, startsAt: march(2, 8), endsAt: march(2, 12), reason: 'x' }))).toEqual([{ field: 'endsAt', message: 'in_the_past' }]);
    expect(fieldErrors(await addClosure({ spotId, startsAt: march(25, 8), endsAt: march(25, 12), reason: '  ' }))).toEqual([{ field: 'reason', message: 'required' }]);
    expect(codesOf(await addClosure({ spotId: '999999', startsAt: march(25, 8), endsAt: march(25, 12), reason: 'x' }))).toEqual(['NOT_FOUND']);
  });

  it('a closure added while drives are being booked leaves no drive scheduled inside it', async () => {
    const hour = march(26, 10);
    const [closing] = await Promise.all([
      addClosure({ spotId, startsAt: march(26, 8), endsAt: march(26, 17), reason: 'Inventario' }),
      ...spotCars.map((car) => calls.schedule(driveInput(car.id, hour))),
    ]);
    ok(closing);
    const inside = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from test_drives where spot_id = ${Number(spotId)} and status = 'SCHEDULED' and starts_at = ${hour}::timestamptz`);
    expect(inside[0]!.count).toBe(0);
  });

  it('the database refuses overlapping closures of one spot, whatever the code does', async () => {
    await db().execute(sql`insert into spot_closures (spot_id, starts_at, ends_at, reason) values (${Number(spotId)}, ${march(30, 8)}::timestamptz, ${march(30, 12)}::timestamptz, 'a')`);
    await expect(db().execute(sql`insert into spot_closures (spot_id, starts_at, ends_at, reason) values (${Number(spotId)}, ${march(30, 11)}::timestamptz, ${march(30, 13)}::timestamptz, 'b')`)).rejects.toThrow();
    await expect(db().execute(sql`update test_drives set attendance = 'DONE' where id = (select id from test_drives limit 1)`)).rejects.toThrow();
  });
});

describe('setSpotCapacity', () => {
  it('lets more inspections share an hour, records the change, and refuses what is out of range', async () => {
    const first = await sell(march(31, 9));
    expect(codesOf(await send(server.url, createMutation, sellInput(await catalogueCar(db()), spotId, march(31, 9))))).toEqual(['SLOT_TAKEN']);
    expect(ok(await setCapacity(2)).setSpotCapacity).toMatchObject({ id: spotId, capacity: 2 });
    ok(await send(server.url, createMutation, sellInput(await catalogueCar(db()), spotId, march(31, 9))));
    expect(first.id).toBeTruthy();
    expect((await auditOf(spotId)).filter((row) => row.action === 'setSpotCapacity').map((row) => [row.before, row.after])).toEqual([[{ inspectors: 1 }, { inspectors: 2 }]]);
    expect(fieldErrors(await setCapacity(0))).toEqual([{ field: 'inspectors', message: 'out_of_range' }]);
    expect(fieldErrors(await setCapacity(51))).toEqual([{ field: 'inspectors', message: 'out_of_range' }]);
    expect(codesOf(await setCapacity(2, '999999'))).toEqual(['NOT_FOUND']);
    expect((await calendar('2026-03-31', '2026-03-31')).capacity).toBe(2);
  });
});

describe('nextActions', () => {
  const ACTIONS = ['CONFIRM', 'RESCHEDULE', 'MARK_DONE', 'MARK_NO_SHOW'] as const;
  type Action = (typeof ACTIONS)[number];
  /** Per action: offered in nextActions; or left out, and then refused with this code or accepted as a repeat that changes nothing. */
  type Expected = Record<Action, 'offered' | 'repeats' | 'not_upcoming' | 'not_started' | 'canceled'>;
  const MUTATION_OF = { CONFIRM: 'confirmBooking', MARK_DONE: 'markBookingDone', MARK_NO_SHOW: 'markNoShow' } as const;
  // Wednesday 1 April 2026: the clock is at 16 March when this block starts and moves into that day.
  const DAY = '2026-04-01';
  const april = (day: number, hour: number) => `2026-04-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00-04:00`;
  const shown = async (id: string) => (await calendar(DAY, DAY)).bookings.find((booking) => booking.id === id)!;
  const attempt = (action: Action, id: string, moveTo: string) => (action === 'RESCHEDULE' ? reschedule(id, moveTo) : change(MUTATION_OF[action], id));

  /**
   * The calendar offers exactly the expected actions; every other one's mutation is refused with the
   * expected code or repeats what is recorded, and either way the booking and the audit log stay as they
   * were. `moveTo` is an hour on offer, so a move is refused for the booking and not for the hour.
   */
  async function expectActions(id: string, moveTo: string, expected: Expected): Promise<void> {
    const before = await shown(id);
    expect(before.nextActions).toEqual(ACTIONS.filter((action) => expected[action] === 'offered'));
    for (const action of ACTIONS.filter((each) => expected[each] !== 'offered')) {
      const entries = await auditCount(db());
      const answer = await attempt(action, id, moveTo);
      if (expected[action] === 'repeats') ok(answer);
      else expect(fieldErrors(answer), action).toEqual([{ field: 'bookingId', message: expected[action] }]);
      expect(await auditCount(db()), action).toBe(entries);
    }
    expect(await shown(id)).toEqual(before);
  }

  it('offers on each booking exactly what its mutations accept, as its hour comes and goes', async () => {
    await clockAt(march(16, 9));
    const car = spotCars[1]!;
    const drive = `TEST_DRIVE:${(await calls.scheduled(driveInput(car.id, april(1, 10)))).id}`;
    const canceled = await calls.scheduled(driveInput(spotCars[2]!.id, april(1, 10)));
    await db().execute(sql`update test_drives set status = 'CANCELED' where id = ${canceled.id}`);
    const open = `INSPECTION:${(await sell(april(1, 11))).id}`;
    const decidedRequest = await sell(april(1, 9));
    await db().execute(sql`update sell_requests set status = 'REJECTED' where id = ${decidedRequest.id}`);
    const decided = `INSPECTION:${decidedRequest.id}`;
    // Hours on offer the day after, each booking's own calendar.
    const [driveTo] = await driveSlots(car, '2026-04-02');
    const [canceledTo] = await driveSlots(spotCars[2]!, '2026-04-02');
    const [inspectionTo] = await inspectionSlots('2026-04-02');
    expect([driveTo, canceledTo, inspectionTo].every(Boolean)).toBe(true);

    // Still to come, unconfirmed: confirmed or moved; attendance waits for the hour.
    await expectActions(drive, driveTo!, { CONFIRM: 'offered', RESCHEDULE: 'offered', MARK_DONE: 'not_started', MARK_NO_SHOW: 'not_started' });
    expect(ok(await change('confirmBooking', drive)).confirmBooking!.nextActions).toEqual(['RESCHEDULE']);
    await expectActions(drive, driveTo!, { CONFIRM: 'repeats', RESCHEDULE: 'offered', MARK_DONE: 'not_started', MARK_NO_SHOW: 'not_started' });
    // A drive cancelled, or an inspection whose request is decided, offers nothing to do before its hour.
    await expectActions(`TEST_DRIVE:${canceled.id}`, canceledTo!, { CONFIRM: 'not_upcoming', RESCHEDULE: 'not_upcoming', MARK_DONE: 'canceled', MARK_NO_SHOW: 'canceled' });
    await expectActions(decided, inspectionTo!, { CONFIRM: 'not_upcoming', RESCHEDULE: 'not_upcoming', MARK_DONE: 'not_started', MARK_NO_SHOW: 'not_started' });
    // An open inspection is moved as offered.
    await expectActions(open, inspectionTo!, { CONFIRM: 'offered', RESCHEDULE: 'offered', MARK_DONE: 'not_started', MARK_NO_SHOW: 'not_started' });
    expect(ok(await reschedule(open, april(1, 12))).rescheduleBooking.nextActions).toEqual(['CONFIRM', 'RESCHEDULE']);

    // The drive's hour has begun: no more moving; what happened is recorded, then only corrected.
    await clockAt('2026-04-01T10:20:00-04:00');
    await expectActions(drive, driveTo!, { CONFIRM: 'repeats', RESCHEDULE: 'not_upcoming', MARK_DONE: 'offered', MARK_NO_SHOW: 'offered' });
    expect(ok(await change('markBookingDone', drive)).markBookingDone!.nextActions).toEqual(['MARK_NO_SHOW']);
    await expectActions(drive, driveTo!, { CONFIRM: 'not_upcoming', RESCHEDULE: 'not_upcoming', MARK_DONE: 'repeats', MARK_NO_SHOW: 'offered' });
    await expectActions(`TEST_DRIVE:${canceled.id}`, canceledTo!, { CONFIRM: 'not_upcoming', RESCHEDULE: 'not_upcoming', MARK_DONE: 'canceled', MARK_NO_SHOW: 'canceled' });

    // Every hour over: attendance only, for the decided inspection too; the moved one still unrecorded.
    await clockAt('2026-04-01T13:05:00-04:00');
    await expectActions(drive, driveTo!, { CONFIRM: 'not_upcoming', RESCHEDULE: 'not_upcoming', MARK_DONE: 'repeats', MARK_NO_SHOW: 'offered' });
    expect(ok(await change('markNoShow', drive)).markNoShow!.nextActions).toEqual(['MARK_DONE']);
    await expectActions(decided, inspectionTo!, { CONFIRM: 'not_upcoming', RESCHEDULE: 'not_upcoming', MARK_DONE: 'offered', MARK_NO_SHOW: 'offered' });
    await expectActions(open, inspectionTo!, { CONFIRM: 'not_upcoming', RESCHEDULE: 'not_upcoming', MARK_DONE: 'offered', MARK_NO_SHOW: 'offered' });
  });
});
