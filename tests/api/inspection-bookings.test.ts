import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { activeBookingCountsQuery } from '../../server/db/queries/inspection-bookings.ts';
import { SlotTaken, SlotUnavailable } from '../../server/domain-errors.ts';
import { domainRefusalOf } from '../../server/graphql/errors.ts';
import { bookInspection, releaseInspection, type InspectionPlace } from '../../server/selling/book-inspection.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Monday 9 March 2026, mid-morning in Santo Domingo: tomorrow is the first day on offer.
const now = new Date('2026-03-09T10:15:00-04:00');

let server: TestServer;
let spotIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  const rows = await queryRows<{ id: number }>(server.database.db, sql`select id from spots order by id`);
  spotIds = rows.map((row) => row.id);
}, 120_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const book = (spotId: number, startsAt: string, place: InspectionPlace = 'SPOT') => bookInspection(db(), { spotId, startsAt, place, purpose: 'SELL_INSPECTION' }, now);
const setInspectors = (spotId: number, inspectors: number) => db().execute(sql`update spots set inspectors = ${inspectors} where id = ${spotId}`);
const outcomeOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'booked',
    (error: unknown) => (error instanceof SlotTaken ? 'taken' : error instanceof SlotUnavailable ? 'unavailable' : `failed: ${String(error)}`),
  );

async function activeBookings(spotId: number, startsAt: string): Promise<number[]> {
  const rows = await queryRows<{ inspector: number }>(
    db(),
    sql`select inspector from inspection_bookings where spot_id = ${spotId} and starts_at = ${startsAt}::timestamptz and released_at is null order by inspector`,
  );
  return rows.map((row) => row.inspector);
}

describe('booking an inspection', () => {
  it('books an offered window with the spot’s first free inspector and answers the window', async () => {
    const booking = await book(spotIds[0]!, '2026-03-10T12:00:00Z');
    expect(booking).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      spotId: spotIds[0],
      inspector: 1,
      place: 'SPOT',
      purpose: 'SELL_INSPECTION',
      startsAt: '2026-03-10T08:00:00-04:00',
      endsAt: '2026-03-10T09:00:00-04:00',
    });
    expect(await activeBookings(spotIds[0]!, '2026-03-10T08:00:00-04:00')).toEqual([1]);
  });

  it('refuses a start that is past, today, too far ahead, out of hours or off the hour with SlotUnavailable', async () => {
    const refused = [
      '2026-03-06T10:00:00-04:00',
      '2026-03-09T15:00:00-04:00',
      '2026-04-10T10:00:00-04:00',
      '2026-03-10T07:00:00-04:00',
      '2026-03-10T17:00:00-04:00',
      '2026-03-15T10:00:00-04:00',
      '2026-04-03T10:00:00-04:00',
      '2026-03-10T09:30:00-04:00',
      'not a time',
    ];
    const outcomes = await Promise.all(refused.map((startsAt) => outcomeOf(book(spotIds[0]!, startsAt))));
    expect(outcomes).toEqual(refused.map(() => 'unavailable'));
    expect(await outcomeOf(book(999_999, '2026-03-10T10:00:00-04:00'))).toBe('unavailable');
    const stored = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from inspection_bookings where spot_id = ${spotIds[0]!} and starts_at <> '2026-03-10T12:00:00Z'`);
    expect(stored[0]?.count).toBe(0);
  });

  it('gives a two-inspector spot two bookings of a window, at the spot or at home, then SlotTaken', async () => {
    const spot = spotIds[1]!;
    await setInspectors(spot, 2);
    const window = '2026-03-11T14:00:00-04:00';
    expect((await book(spot, window, 'HOME')).inspector).toBe(1);
    expect((await book(spot, window, 'SPOT')).inspector).toBe(2);
    expect(await outcomeOf(book(spot, window, 'SPOT'))).toBe('taken');
    expect(await outcomeOf(book(spot, window, 'HOME'))).toBe('taken');
    expect(await activeBookings(spot, window)).toEqual([1, 2]);
  });

  it('frees the window when a booking is released, once', async () => {
    const spot = spotIds[0]!;
    const window = '2026-03-12T09:00:00-04:00';
    const first = await book(spot, window);
    expect(await outcomeOf(book(spot, window))).toBe('taken');
    expect(await releaseInspection(db(), first.id)).toBe(true);
    expect(await releaseInspection(db(), first.id)).toBe(false);
    expect(await releaseInspection(db(), 'not-a-booking')).toBe(false);
    const second = await book(spot, window);
    expect(second.inspector).toBe(1);
    expect(await activeBookings(spot, window)).toEqual([1]);
    const history = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from inspection_bookings where starts_at = ${window}::timestamptz`);
    expect(history[0]?.count).toBe(2);
  });

  it('ends 50 sellers racing for one window at a one-inspector spot in 1 booking and 49 SlotTaken', async () => {
    const spot = spotIds[2]!;
    const window = '2026-03-18T10:00:00-04:00';
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, index) => outcomeOf(book(spot, window, index % 2 ? 'HOME' : 'SPOT'))));
    expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(49);
    expect(await activeBookings(spot, window)).toEqual([1]);
  });

  it('ends 50 racing sellers at a three-inspector spot in exactly 3 bookings, one per inspector', async () => {
    const spot = spotIds[3]!;
    await setInspectors(spot, 3);
    const window = '2026-03-19T15:00:00-04:00';
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => outcomeOf(book(spot, window))));
    expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(47);
    expect(await activeBookings(spot, window)).toEqual([1, 2, 3]);
  });

  it('maps the refusals to the contract codes', () => {
    expect(domainRefusalOf(new SlotTaken())?.extensions.code).toBe('SLOT_TAKEN');
    expect(domainRefusalOf(new SlotUnavailable())?.extensions.code).toBe('SLOT_UNAVAILABLE');
  });
});

describe('the database', () => {
  const insert = (spotId: number, inspector: number, startsAt: string) =>
    db().execute(sql`insert into inspection_bookings (spot_id, inspector, starts_at, place, purpose) values (${spotId}, ${inspector}, ${startsAt}::timestamptz, 'SPOT', 'SELL_INSPECTION')`);
  const refusal = (attempt: Promise<unknown>) => attempt.then(() => 'accepted', () => 'refused');

  it('refuses a second active booking of an inspector-hour, an inspector the spot lacks and a start off the hour', async () => {
    const spot = spotIds[4]!;
    await insert(spot, 1, '2026-03-20T10:00:00-04:00');
    expect(await refusal(insert(spot, 1, '2026-03-20T14:00:00Z'))).toBe('refused');
    expect(await refusal(insert(spot, 2, '2026-03-20T11:00:00-04:00'))).toBe('refused');
    expect(await refusal(insert(spot, 1, '2026-03-20T11:30:00-04:00'))).toBe('refused');
    expect(await refusal(db().execute(sql`update spots set inspectors = 0 where id = ${spot}`))).toBe('refused');
    expect(await refusal(db().execute(sql`update spots set inspectors = 51 where id = ${spot}`))).toBe('refused');
  });

  it('counts a month of one spot’s bookings through the index, among 10,000 bookings', async () => {
    const spot = spotIds[4]!;
    await setInspectors(spot, 10);
    // 10,000 bookings, a spot's history: ten inspectors, an hour every 23 over two and a half years from April 2025.
    await db().execute(sql`
      insert into inspection_bookings (spot_id, inspector, starts_at, place, purpose)
      select ${spot}, inspector, timestamptz '2025-04-01T08:00:00-04:00' + make_interval(hours => 23 * hour), 'SPOT', 'SELL_INSPECTION'
      from generate_series(1, 10) as inspector, generate_series(0, 999) as hour`);
    await db().execute(sql`analyze inspection_bookings`);
    const from = new Date('2026-04-10T08:00:00-04:00');
    const to = new Date('2026-05-11T08:00:00-04:00');
    const plan = await queryRows<{ 'QUERY PLAN': string }>(db(), sql`explain ${activeBookingCountsQuery(db(), spot, from, to)}`);
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('inspection_bookings_one_per_inspector_hour');
    expect(text).not.toContain('Seq Scan');
  });
});
