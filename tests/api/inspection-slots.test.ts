import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { errorCodes } from '../../server/graphql/errors.ts';
import { bookInspection } from '../../server/selling/book-inspection.ts';
import { codesOf } from './support/accounts.ts';
import { postGraphql } from './support/graphql.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Slot = { startsAt: string; endsAt: string; available: boolean; spotId: string | null };
type SlotsInput = { range: { from: string; days: number }; place: string; spotId?: string | null };

const slotsQuery = 'query getInspectionSlots($input: InspectionSlotsInput!) { getInspectionSlots(input: $input) { startsAt endsAt available spotId } }';

// Monday 9 March 2026, mid-morning in Santo Domingo: tomorrow is the first day on offer.
const now = new Date('2026-03-09T10:15:00-04:00');

let server: TestServer;
let spotIds: string[];
beforeAll(async () => {
  server = await startTestServer({}, { auth: { now: () => now } });
  const rows = await queryRows<{ id: number }>(server.database.db, sql`select id from spots order by id`);
  spotIds = rows.map((row) => String(row.id));
}, 120_000);
afterAll(() => server?.close());

const ask = (input: SlotsInput) => postGraphql<{ getInspectionSlots: Slot[] }>(server.url, slotsQuery, { variables: { input } });

async function slotsOf(input: SlotsInput): Promise<Slot[]> {
  const answer = await ask(input);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.getInspectionSlots;
}

const at = (spotId: string, from: string, days: number, place = 'SPOT') => slotsOf({ range: { from, days }, place, spotId });
const daysOf = (slots: Slot[]) => [...new Set(slots.map((slot) => slot.startsAt.slice(0, 10)))];
const hoursOf = (slots: Slot[], day: string) => slots.filter((slot) => slot.startsAt.startsWith(day)).map((slot) => slot.startsAt.slice(11, 16));

describe('getInspectionSlots', () => {
  it('offers a weekday from 8:00 to 17:00 and a Saturday from 9:00 to 13:00 in hour windows, and no Sunday', async () => {
    const spot = spotIds[0]!;
    const slots = await at(spot, '2026-03-13', 3);
    expect(daysOf(slots)).toEqual(['2026-03-13', '2026-03-14']);
    expect(hoursOf(slots, '2026-03-13')).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(hoursOf(slots, '2026-03-14')).toEqual(['09:00', '10:00', '11:00', '12:00']);
    expect(slots[0]).toEqual({ startsAt: '2026-03-13T08:00:00-04:00', endsAt: '2026-03-13T09:00:00-04:00', available: true, spotId: spot });
    expect(slots.at(-1)).toEqual({ startsAt: '2026-03-14T12:00:00-04:00', endsAt: '2026-03-14T13:00:00-04:00', available: true, spotId: spot });
  });

  it('offers nothing on a public holiday', async () => {
    // Good Friday 2026; the Thursday before and the Saturday after keep their hours.
    expect(daysOf(await at(spotIds[0]!, '2026-04-02', 3))).toEqual(['2026-04-02', '2026-04-04']);
  });

  it('offers from tomorrow to 31 days ahead, whatever range is asked', async () => {
    const fromToday = await at(spotIds[0]!, '2026-03-09', 31);
    expect(fromToday[0]?.startsAt).toBe('2026-03-10T08:00:00-04:00');
    expect(fromToday.at(-1)?.startsAt).toBe('2026-04-08T16:00:00-04:00');
    expect(daysOf(await at(spotIds[0]!, '2026-04-09', 2))).toEqual(['2026-04-09']);
    expect(await at(spotIds[0]!, '2026-03-01', 8)).toEqual([]);
    expect(await at(spotIds[0]!, '2027-01-04', 31)).toEqual([]);
  });

  it('marks a window unavailable once every inspector of the spot has it, at the spot and at home alike', async () => {
    const spot = spotIds[1]!;
    await server.database.db.execute(sql`update spots set inspectors = 2 where id = ${Number(spot)}`);
    const window = '2026-03-17T10:00:00-04:00';
    const availableAt = async (place: string) => (await at(spot, '2026-03-17', 1, place)).find((slot) => slot.startsAt === window)?.available;
    await bookInspection(server.database.db, { spotId: Number(spot), startsAt: window, place: 'SPOT', purpose: 'SELL_INSPECTION' }, now);
    expect([await availableAt('SPOT'), await availableAt('HOME')]).toEqual([true, true]);
    await bookInspection(server.database.db, { spotId: Number(spot), startsAt: window, place: 'HOME', purpose: 'SELL_INSPECTION' }, now);
    expect([await availableAt('SPOT'), await availableAt('HOME')]).toEqual([false, false]);
    const sameDay = await at(spot, '2026-03-17', 1);
    expect(sameDay.filter((slot) => !slot.available).map((slot) => slot.startsAt)).toEqual([window]);
    // Another spot's calendar is its own.
    expect((await at(spotIds[2]!, '2026-03-17', 1)).every((slot) => slot.available)).toBe(true);
  });

  it('answers BAD_USER_INPUT naming the field for a bad range or a missing spot', async () => {
    const refusal = async (input: SlotsInput) => {
      const answer = await ask(input);
      expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
      return answer.body.errors?.[0]?.extensions?.errors;
    };
    const spotId = spotIds[0]!;
    expect(await refusal({ range: { from: '2026-03-10', days: 0 }, place: 'SPOT', spotId })).toEqual([{ field: 'range.days', message: 'out_of_range' }]);
    expect(await refusal({ range: { from: '2026-03-10', days: 32 }, place: 'SPOT', spotId })).toEqual([{ field: 'range.days', message: 'out_of_range' }]);
    expect(await refusal({ range: { from: '2026-02-30', days: 7 }, place: 'SPOT', spotId })).toEqual([{ field: 'range.from', message: 'invalid_date' }]);
    expect(await refusal({ range: { from: '2026-03-10', days: 7 }, place: 'SPOT' })).toEqual([{ field: 'spotId', message: 'required' }]);
    expect(await refusal({ range: { from: '2026-03-10', days: 7 }, place: 'HOME', spotId: '' })).toEqual([{ field: 'spotId', message: 'required' }]);
    // An unknown place is refused by the schema itself, before any resolver, naming where the value sits.
    const unknownPlace = await ask({ range: { from: '2026-03-10', days: 7 }, place: 'MARS', spotId });
    expect(codesOf(unknownPlace)).toEqual(['BAD_USER_INPUT']);
    expect(unknownPlace.body.errors?.[0]?.message).toContain('at "input.place"');
  });

  it('answers NOT_FOUND for a spot that does not exist', async () => {
    for (const spotId of ['999999', '0', 'abc', '-1']) {
      expect(codesOf(await ask({ range: { from: '2026-03-10', days: 7 }, place: 'SPOT', spotId }))).toEqual(['NOT_FOUND']);
    }
  });

  it('never fails with anything but a contract code, whatever the variables', async () => {
    const known = new Set<string>(errorCodes);
    const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('2026-03-10', '9999-12-31', '0000-01-01', "'; drop table spots; --"));
    const input = fc.record({
      range: fc.record({ from: text, days: fc.oneof(fc.integer({ min: -5, max: 40 }), fc.constant(2 ** 31 - 1)) }),
      place: fc.constantFrom('SPOT', 'HOME'),
      spotId: fc.option(fc.oneof(text, fc.constantFrom(...spotIds))),
    });
    await fc.assert(
      fc.asyncProperty(input, async (variables) => {
        const answer = await ask(variables);
        expect(answer.status).toBeLessThan(500);
        for (const code of codesOf(answer)) expect(known.has(code ?? '')).toBe(true);
        expect(codesOf(answer)).not.toContain('INTERNAL_SERVER_ERROR');
      }),
      { numRuns: 60 },
    );
  });
});

describe('getInspectionSpots', () => {
  const spotsQuery = 'query getInspectionSpots { getInspectionSpots { id name address latitude longitude schedule city { name } } }';
  type Spot = { id: string; name: string; address: string; latitude: number; longitude: number; schedule: string; city: { name: string } };
  const spotsIn = async (country: string) => {
    const answer = await postGraphql<{ getInspectionSpots: Spot[] }>(server.url, spotsQuery, { headers: { country } });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!.getInspectionSpots;
  };

  it('lists the spots of the country asked about, by name, with what a seller needs to pick one: address, hours and position', async () => {
    const db = server.database.db;
    await db.execute(sql`insert into spots (city_id, name, slug, address, latitude, longitude, schedule, phone)
      select id, 'Ola Cars Usaquén', 'usaquen', 'Calle 119 #6-24, Bogotá', 4.6951, -74.0311, 'Lunes a viernes 8:00-17:00', '+57 601 555 0100' from cities where slug = 'bogota'`);
    const stored = await queryRows<{ id: number; name: string; address: string; latitude: string; longitude: string; schedule: string; city: string; country: string }>(
      db,
      sql`select spots.id, spots.name, spots.address, spots.latitude, spots.longitude, spots.schedule, cities.name as city, countries.code as country
        from spots join cities on cities.id = spots.city_id join countries on countries.id = cities.country_id`,
    );
    const expected = (country: string) =>
      stored
        .filter((row) => row.country === country)
        .map((row) => ({ id: String(row.id), name: row.name, address: row.address, latitude: Number(row.latitude), longitude: Number(row.longitude), schedule: row.schedule, city: { name: row.city } }))
        .toSorted((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : Number(a.id) - Number(b.id)));
    const dominican = await spotsIn('DO');
    expect(dominican.length).toBeGreaterThan(1);
    expect(dominican).toEqual(expected('DO'));
    expect(dominican.map((spot) => spot.id)).toEqual(expect.arrayContaining(spotIds.slice(0, 1)));
    expect(await spotsIn('CO')).toEqual([{ id: expect.any(String), name: 'Ola Cars Usaquén', address: 'Calle 119 #6-24, Bogotá', latitude: 4.6951, longitude: -74.0311, schedule: 'Lunes a viernes 8:00-17:00', city: { name: 'Bogotá' } }]);
    expect(expected('CO')).toHaveLength(1);
  });

  it("says when each spot inspects, by weekday, as the slots are cut: none on Sunday", async () => {
    const answer = await postGraphql<{ getInspectionSpots: { inspectionHours: { weekday: number; opens: number; closes: number }[] }[] }>(
      server.url,
      'query { getInspectionSpots { inspectionHours { weekday opens closes } } }',
      { headers: { country: 'DO' } },
    );
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: 8, closes: 17 }));
    for (const spot of answer.body.data!.getInspectionSpots) expect(spot.inspectionHours).toEqual([...weekdays, { weekday: 6, opens: 9, closes: 13 }]);
  });
});
