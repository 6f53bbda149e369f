import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../../server/auth/signing-key.ts';
import { queryRows } from '../../server/db/client.ts';
import { createClassifiedData } from '../../server/privacy/classified-data.ts';
import { bearer, codesOf, confirmedSession } from './support/accounts.ts';
import { dumpDatabase } from './support/database-dump.ts';
import { driveInput, reserveFor, startTestDriveServer, testDriveCalls, testDriveCount, type ListedCar } from './support/test-drives-client.ts';
import type { TestServer } from './support/test-server.ts';

// Monday 9 March 2026, mid-morning in Santo Domingo: hours are offered from tomorrow to Thursday 9 April.
const now = new Date('2026-03-09T10:15:00-04:00');
const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00-04:00`;
const march = (day: number, hour: number) => at(`2026-03-${String(day).padStart(2, '0')}`, hour);

let server: TestServer;
let cars: ListedCar[];
let calls: ReturnType<typeof testDriveCalls>;
beforeAll(async () => {
  ({ server, cars } = await startTestDriveServer(() => now));
  calls = testDriveCalls(server.url);
}, 120_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const stored = async (id: string) => (await queryRows<Record<string, unknown>>(db(), sql`select * from test_drives where id = ${id}`))[0];
const slotsOf = async (car: ListedCar, from: string, days: number) => {
  const answer = await calls.slots(car.id, from, days);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.getTestDriveSlots;
};
const availability = async (car: ListedCar, startsAt: string) => (await slotsOf(car, startsAt.slice(0, 10), 1)).find((slot) => slot.startsAt === startsAt)?.available;
const daysOf = (slots: { startsAt: string }[]) => [...new Set(slots.map((slot) => slot.startsAt.slice(0, 10)))];

describe('getTestDriveSlots', () => {
  it('offers the car’s weekday hours, 8:00 to 17:00, from tomorrow, at the car’s spot', async () => {
    const car = cars[0]!;
    const slots = await slotsOf(car, '2026-03-09', 7);
    expect(daysOf(slots)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
    expect(slots).toHaveLength(4 * 9);
    expect(slots[0]).toEqual({ startsAt: march(10, 8), endsAt: march(10, 9), available: true, spotId: car.spotId });
    expect(slots.at(-1)).toEqual({ startsAt: march(13, 16), endsAt: march(13, 17), available: true, spotId: car.spotId });
  });

  it('has nothing on weekends, holidays and past day 31', async () => {
    expect(await slotsOf(cars[0]!, '2026-03-14', 2)).toEqual([]);
    expect(daysOf(await slotsOf(cars[0]!, '2026-03-30', 7))).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(daysOf(await slotsOf(cars[0]!, '2026-04-06', 10))).toEqual(['2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09']);
  });

  it('shows an hour booked for the car as unavailable, and the same hour of another car free', async () => {
    await calls.scheduled(driveInput(cars[0]!.id, march(11, 10)));
    const day = await slotsOf(cars[0]!, '2026-03-11', 1);
    expect(day.filter((slot) => !slot.available).map((slot) => slot.startsAt)).toEqual([march(11, 10)]);
    expect(await availability(cars[1]!, march(11, 10))).toBe(true);
  });

  it('names a bad range’s fields, and answers CAR_NOT_AVAILABLE for a car that is none', async () => {
    const bad = await calls.slots(cars[0]!.id, '2026-02-30', 0);
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.body.errors![0]!.extensions!.errors!.map((error) => error.field).toSorted()).toEqual(['range.days', 'range.from']);
    for (const carId of ['999999', 'not-a-car']) expect(codesOf(await calls.slots(carId, '2026-03-10', 1))).toEqual(['CAR_NOT_AVAILABLE']);
  });
});

describe('scheduleTestDrive', () => {
  it('books a visitor’s drive at the car’s spot, kept under their e-mail with no user, answered with no-store', async () => {
    const car = cars[1]!;
    const input = driveInput(car.id, march(10, 9));
    const answer = await calls.schedule(input);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const drive = answer.body.data!.scheduleTestDrive;
    expect(drive).toMatchObject({
      status: 'SCHEDULED',
      view: 'UPCOMING',
      startsAt: march(10, 9),
      endsAt: march(10, 10),
      place: 'SPOT',
      spot: { id: car.spotId },
      address: null,
      outsideCoverage: false,
      car: { id: car.id },
    });
    expect(drive.car.title).toMatch(/^\S.* \d{4}$/);
    expect(drive.calendarFile).toContain(`UID:${drive.id}@`);
    expect(await stored(drive.id)).toMatchObject({ user_id: null, email: input.person.email, status: 'SCHEDULED' });
    expect(await availability(car, march(10, 9))).toBe(false);
  });

  it('books at home with the address, telling whether it is beyond the spot’s 25 km', async () => {
    const car = cars[2]!;
    const session = await confirmedSession(server.url, db());
    // About 33 km north of the car's spot, then about 5.5 km.
    const far = { sector: 'Villa Mella', street: 'Calle 1', number: '5', latitude: car.latitude + 0.3, longitude: car.longitude };
    const home = await calls.scheduled(driveInput(car.id, march(10, 10), { place: 'HOME', address: far }), bearer(session.accessToken));
    expect(home).toMatchObject({ place: 'HOME', outsideCoverage: true, spot: { id: car.spotId }, address: { sector: 'Villa Mella', street: 'Calle 1', number: '5', reference: null } });
    expect((await stored(home.id))?.user_id).toBe(session.user.id);
    const near = { sector: 'Piantini', street: 'Calle 2', number: '7', latitude: car.latitude + 0.05, longitude: car.longitude };
    expect((await calls.scheduled(driveInput(car.id, march(10, 11), { place: 'HOME', address: near }))).outsideCoverage).toBe(false);
    const unknownPosition = { sector: 'Piantini', street: 'Calle 2', number: '7' };
    expect((await calls.scheduled(driveInput(car.id, march(10, 12), { place: 'HOME', address: unknownPosition }))).outsideCoverage).toBe(false);
  });

  type Input = ReturnType<typeof driveInput>;
  const badCases: [string, (input: Input) => unknown, string][] = [
    ['no cédula', (input) => ({ ...input, person: { ...input.person, documentId: undefined } }), 'person.documentId'],
    ['a cédula of 10 digits', (input) => ({ ...input, person: { ...input.person, documentId: '0011234567' } }), 'person.documentId'],
    ['no monthly salary', (input) => ({ ...input, monthlySalary: null }), 'monthlySalary'],
    ['a salary of 0', (input) => ({ ...input, monthlySalary: 0 }), 'monthlySalary'],
    ['a salary with cents', (input) => ({ ...input, monthlySalary: 45_000.5 }), 'monthlySalary'],
    ['a phone of 9 digits', (input) => ({ ...input, person: { ...input.person, phone: '809555012' } }), 'person.phone'],
    ['a bad e-mail', (input) => ({ ...input, person: { ...input.person, email: 'ana@' } }), 'person.email'],
    ['HOME without an address', (input) => ({ ...input, place: 'HOME' }), 'address'],
    ['no car', (input) => ({ ...input, carId: ' ' }), 'carId'],
  ];

  it.each(badCases)('refuses %s as BAD_USER_INPUT naming the field, storing nothing', async (_case, spoil, field) => {
    const before = await testDriveCount(db());
    const answer = await calls.schedule(spoil(driveInput(cars[3]!.id, march(12, 8))));
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.body.errors![0]!.extensions!.errors!.map((error) => error.field)).toContain(field);
    expect(await testDriveCount(db())).toBe(before);
    expect(await availability(cars[3]!, march(12, 8))).toBe(true);
  });

  it('answers SLOT_UNAVAILABLE for an hour not on offer, storing nothing', async () => {
    const before = await testDriveCount(db());
    for (const startsAt of [march(9, 15), march(14, 9), march(10, 17), march(10, 7), march(10, 8).replace(':00:00', ':30:00'), at('2026-04-03', 10), at('2026-04-10', 10), 'not-a-time']) {
      expect(codesOf(await calls.schedule(driveInput(cars[4]!.id, startsAt))), startsAt).toEqual(['SLOT_UNAVAILABLE']);
    }
    expect(await testDriveCount(db())).toBe(before);
  });

  it('answers CAR_NOT_AVAILABLE for a sold car, an unknown one and one another buyer reserved; the holder may still drive it', async () => {
    const [sold, reserved] = [cars[5]!, cars[6]!];
    await db().execute(sql`update cars set status = 'SOLD' where id = ${Number(sold.id)}`);
    expect(codesOf(await calls.schedule(driveInput(sold.id, march(12, 9))))).toEqual(['CAR_NOT_AVAILABLE']);
    expect(codesOf(await calls.slots(sold.id, '2026-03-12', 1))).toEqual(['CAR_NOT_AVAILABLE']);
    expect(codesOf(await calls.schedule(driveInput('999999', march(12, 9))))).toEqual(['CAR_NOT_AVAILABLE']);

    const [holder, other] = await Promise.all([confirmedSession(server.url, db()), confirmedSession(server.url, db())]);
    await reserveFor(db(), reserved.id, holder.user.id);
    expect(codesOf(await calls.schedule(driveInput(reserved.id, march(12, 9))))).toEqual(['CAR_NOT_AVAILABLE']);
    expect(codesOf(await calls.schedule(driveInput(reserved.id, march(12, 9)), bearer(other.accessToken)))).toEqual(['CAR_NOT_AVAILABLE']);
    expect(codesOf(await calls.slots(reserved.id, '2026-03-12', 1, bearer(other.accessToken)))).toEqual(['CAR_NOT_AVAILABLE']);
    expect((await calls.slots(reserved.id, '2026-03-12', 1, bearer(holder.accessToken))).body.data!.getTestDriveSlots).toHaveLength(9);
    expect(await calls.scheduled(driveInput(reserved.id, march(12, 9)), bearer(holder.accessToken))).toMatchObject({ status: 'SCHEDULED' });
  });

  it('answers SLOT_TAKEN for an hour the car is booked, while its next hour and other cars stay free', async () => {
    const [car, other] = [cars[7]!, cars[8]!];
    await calls.scheduled(driveInput(car.id, march(13, 14)));
    const before = await testDriveCount(db());
    expect(codesOf(await calls.schedule(driveInput(car.id, march(13, 14))))).toEqual(['SLOT_TAKEN']);
    // The same instant written in UTC is the same hour.
    expect(codesOf(await calls.schedule(driveInput(car.id, '2026-03-13T18:00:00Z')))).toEqual(['SLOT_TAKEN']);
    expect(await testDriveCount(db())).toBe(before);
    await calls.scheduled(driveInput(car.id, march(13, 15)));
    await calls.scheduled(driveInput(other.id, march(13, 14)));
  });

  it('ends 50 buyers racing over HTTP for one car and hour in 1 drive and 49 SLOT_TAKEN, with no 5xx', async () => {
    const car = cars[9]!;
    const answers = await Promise.all(Array.from({ length: 50 }, () => calls.schedule(driveInput(car.id, march(16, 10)))));
    expect(answers.filter((answer) => answer.status >= 500)).toHaveLength(0);
    const outcomes = answers.map((answer) => codesOf(answer)[0] ?? 'booked');
    expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'SLOT_TAKEN')).toHaveLength(49);
    const rows = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from test_drives where car_id = ${Number(car.id)} and starts_at = ${march(16, 10)}::timestamptz`);
    expect(rows[0]?.count).toBe(1);
  });
});

describe('the confirmation e-mail', () => {
  const mailTo = async (email: string) => {
    const [mail] = await queryRows<{ subject: string; text_body: string; html_body: string; attachments: { filename: string; contentType: string; content: string }[] | null }>(
      db(),
      sql`select subject, text_body, html_body, attachments from mail_outbox where kind = 'TEST_DRIVE_CONFIRMATION' and to_address = ${email}`,
    );
    if (!mail) throw new Error(`no test drive e-mail to ${email}`);
    return mail;
  };

  it('tells the day, the hour, the spot and the car, links the account, and attaches the calendar file', async () => {
    const input = driveInput(cars[10]!.id, march(13, 10));
    const drive = await calls.scheduled(input);
    const mail = await mailTo(input.person.email);
    expect(mail.subject).toContain(drive.car.title);
    expect(mail.text_body).toContain('Día y hora: viernes, 13 de marzo de 2026, de 10:00 a 11:00 (hora de Santo Domingo).');
    expect(mail.text_body).toContain(`Lugar: ${drive.spot!.name}, ${drive.spot!.address}.`);
    expect(mail.text_body).toContain(`${server.config.publicUrl}/user/test-drive`);
    expect(mail.html_body).toContain(drive.car.title);
    expect(mail.attachments).toEqual([{ filename: 'prueba-de-manejo.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: drive.calendarFile }]);
    expect(drive.calendarFile).toContain('DTSTART:20260313T140000Z\r\nDTEND:20260313T150000Z\r\n');
    expect(drive.calendarFile).toContain(`SUMMARY:Prueba de manejo: ${drive.car.title}`);
  });

  it('in English, at a home beyond the spot’s range, gives the address and the coverage notice', async () => {
    const car = cars[10]!;
    const address = { sector: 'Naco', street: 'Calle Tiradentes', number: '12', latitude: car.latitude + 0.3, longitude: car.longitude };
    const input = driveInput(car.id, march(13, 11), { locale: 'en', place: 'HOME', address });
    const drive = await calls.scheduled(input);
    const mail = await mailTo(input.person.email);
    expect(mail.text_body).toContain('Day and time: Friday, March 13, 2026, from 11:00 to 12:00 (Santo Domingo time).');
    expect(mail.text_body).toContain(`Place: your address, Calle Tiradentes 12, Naco. We bring the car from ${drive.spot!.name}.`);
    expect(mail.text_body).toContain('Your address is outside our coverage area: an additional charge may apply');
    expect(mail.attachments?.[0]?.filename).toBe('test-drive.ics');
    expect(drive.calendarFile).toContain('LOCATION:Calle Tiradentes 12\\, Naco\r\n');
    expect(drive.calendarFile).toContain(`SUMMARY:Test drive: ${drive.car.title}`);
  });
});

describe('the cédula and the salary (SECURITY.md row 11)', () => {
  it('are sealed in the row: absent from a dump of every table and from the logs, yet kept for staff', async () => {
    const documentId = '40298765431';
    const monthlySalary = 73_915_482;
    const input = driveInput(cars[11]!.id, march(17, 9), { monthlySalary });
    input.person.documentId = documentId;
    const drive = await calls.scheduled(input);
    const dump = await dumpDatabase(db());
    expect(dump).toContain(`test_drives: (${drive.id},`);
    const logs = server.logs.join('\n');
    expect([dump.includes(documentId), dump.includes(String(monthlySalary)), logs.includes(documentId), logs.includes(String(monthlySalary))]).toEqual([false, false, false, false]);
    const classified = createClassifiedData(await loadSigningKey(server.config));
    const row = await stored(drive.id);
    expect(classified.open(String(row?.classified), `test_drives:${input.person.email}`)).toEqual({ documentId, monthlySalary });
  });
});
