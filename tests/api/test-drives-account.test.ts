import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelScheduledTestDrives } from '../../server/buying/test-drives/cancel-scheduled-test-drives.ts';
import { queryRows } from '../../server/db/client.ts';
import { testDrives } from '../../server/db/schema/index.ts';
import { bearer, codesOf, confirmedSession, newAccount, signInMutation, testClock, type Session } from './support/accounts.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { buyerPerson, driveInput, startTestDriveServer, testDriveCalls, type ListedCar, type TestDrive } from './support/test-drives-client.ts';
import type { TestServer } from './support/test-server.ts';

// Monday 9 March 2026, mid-morning in Santo Domingo; the last test moves the clock on.
const clock = testClock(new Date('2026-03-09T10:15:00-04:00'));
const march = (day: number, hour: number) => `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00-04:00`;
const NOBODY = '00000000-0000-4000-8000-000000000000';

let server: TestServer;
let cars: ListedCar[];
let calls: ReturnType<typeof testDriveCalls>;
beforeAll(async () => {
  ({ server, cars } = await startTestDriveServer(clock.now));
  calls = testDriveCalls(server.url);
}, 120_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const session = async (account = newAccount()) => {
  const signedIn = await confirmedSession(server.url, db(), account);
  return { ...signedIn, headers: bearer(signedIn.accessToken) };
};
const ids = (drives: { id: string }[]) => drives.map((drive) => drive.id);
const isFree = async (car: ListedCar, startsAt: string) => {
  const answer = await calls.slots(car.id, startsAt.slice(0, 10), 1);
  return answer.body.data!.getTestDriveSlots.find((slot) => slot.startsAt === startsAt)?.available;
};
/** The drive as the mutation answered it, failing on any error. */
const answered = async <Field extends string>(response: Promise<{ body: { data?: Record<Field, TestDrive> | null; errors?: unknown[] } }>, field: Field) => {
  const { body } = await response;
  expect(body.errors).toBeUndefined();
  return body.data![field];
};

describe('the account’s test drives', () => {
  it('shows a visitor’s drive in the account that signs up with its e-mail, in any letter case, soonest first, and never in another', async () => {
    const email = `Driver.${Date.now()}@Example.com`;
    const person = buyerPerson(email);
    const later = await calls.scheduled(driveInput(cars[0]!.id, march(20, 9), { person }));
    const other = await session();
    const owner = await session(newAccount({ email: email.toLowerCase() }));
    expect(ids(await calls.mine(owner.headers))).toEqual([later.id]);
    // A drive booked later without signing in, and one signed in, join the account; soonest first.
    const sooner = await calls.scheduled(driveInput(cars[1]!.id, march(19, 9), { person }));
    const signedIn = await calls.scheduled(driveInput(cars[2]!.id, march(23, 9)), owner.headers);
    expect(ids(await calls.mine(owner.headers))).toEqual([sooner.id, later.id, signedIn.id]);
    expect(ids(await calls.mine(other.headers))).toEqual([]);
  });

  it('answers selfTestDrives with no-store', async () => {
    const { body, headers } = await postFrom(server.url, freshClientIp(), 'query { selfTestDrives { id } }', { headers: (await session()).headers });
    expect(body.errors).toBeUndefined();
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('needs a session to list, cancel, archive or restore', async () => {
    const anonymous = {};
    expect(codesOf(await postFrom(server.url, freshClientIp(), 'query { selfTestDrives { id } }'))).toEqual(['UNAUTHENTICATED']);
    for (const change of [calls.cancel, calls.archive, calls.restore]) expect(codesOf(await change(NOBODY, anonymous))).toEqual(['UNAUTHENTICATED']);
  });

  it('lets the owner of a visitor’s e-mail cancel its drive by id, before ever listing it', async () => {
    const owner = await session();
    const drive = await calls.scheduled(driveInput(cars[3]!.id, march(20, 10), { person: buyerPerson(owner.user.email) }));
    expect(await answered(calls.cancel(drive.id, owner.headers), 'cancelTestDrive')).toMatchObject({ id: drive.id, status: 'CANCELED' });
  });
});

describe('cancel, archive and restore', () => {
  it('cancels an upcoming drive to the complete tab and frees its hour for another buyer; a second cancel changes nothing', async () => {
    const car = cars[4]!;
    const owner = await session();
    const drive = await calls.scheduled(driveInput(car.id, march(24, 14)), owner.headers);
    const cancelled = await answered(calls.cancel(drive.id, owner.headers), 'cancelTestDrive');
    expect(cancelled).toMatchObject({ status: 'CANCELED', view: 'COMPLETE', startsAt: march(24, 14) });
    expect(cancelled.calendarFile).toContain('STATUS:CANCELLED');
    expect(await isFree(car, march(24, 14))).toBe(true);
    await calls.scheduled(driveInput(car.id, march(24, 14)));
    expect(await answered(calls.cancel(drive.id, owner.headers), 'cancelTestDrive')).toMatchObject({ status: 'CANCELED', view: 'COMPLETE' });
  });

  it('archives an upcoming drive (cancelling it, so its hour is free) and restores it to complete', async () => {
    const car = cars[5]!;
    const owner = await session();
    const drive = await calls.scheduled(driveInput(car.id, march(25, 9)), owner.headers);
    expect(await answered(calls.archive(drive.id, owner.headers), 'archiveTestDrive')).toMatchObject({ status: 'CANCELED', view: 'ARCHIVE' });
    expect(await isFree(car, march(25, 9))).toBe(true);
    expect(await answered(calls.archive(drive.id, owner.headers), 'archiveTestDrive')).toMatchObject({ status: 'CANCELED', view: 'ARCHIVE' });
    expect((await calls.mine(owner.headers)).map((row) => row.view)).toEqual(['ARCHIVE']);
    expect(await answered(calls.restore(drive.id, owner.headers), 'restoreTestDrive')).toMatchObject({ status: 'CANCELED', view: 'COMPLETE' });
    expect(await answered(calls.restore(drive.id, owner.headers), 'restoreTestDrive')).toMatchObject({ view: 'COMPLETE' });
  });

  it('never lets a user see, cancel, archive or restore another user’s drive: NOT_FOUND and nothing changed', async () => {
    const users = await Promise.all([0, 1, 2].map(() => session()));
    const drives = await Promise.all(users.map((user, index) => calls.scheduled(driveInput(cars[6]!.id, march(26, 8 + index)), user.headers)));
    for (const [a, owner] of users.entries()) {
      for (const [b, intruder] of users.entries()) {
        if (a === b) continue;
        const target = drives[a]!;
        const before = await calls.mine(owner.headers);
        for (const change of [calls.cancel, calls.archive, calls.restore]) {
          const answer = await change(target.id, intruder.headers);
          expect(codesOf(answer)).toEqual(['NOT_FOUND']);
          expect(answer.body.data ?? null).toBeNull();
        }
        expect(ids(await calls.mine(intruder.headers))).toEqual([drives[b]!.id]);
        expect(await calls.mine(owner.headers)).toEqual(before);
      }
    }
    expect(await isFree(cars[6]!, march(26, 8))).toBe(false);
    for (const id of [NOBODY, 'not-an-id']) expect(codesOf(await calls.cancel(id, users[0]!.headers))).toEqual(['NOT_FOUND']);
  });
});

describe('cancelScheduledTestDrives (buying without a test drive, SPEC §4)', () => {
  it('cancels the buyer’s upcoming drives of the car only, leaving a driven one, other cars and other buyers', async () => {
    const [car, otherCar] = [cars[7]!, cars[8]!];
    const [buyer, someone] = await Promise.all([session(), session()]);
    const upcoming = await calls.scheduled(driveInput(car.id, march(27, 9)), buyer.headers);
    const otherCarDrive = await calls.scheduled(driveInput(otherCar.id, march(27, 9)), buyer.headers);
    const someoneElse = await calls.scheduled(driveInput(car.id, march(27, 10)), someone.headers);
    // Last Friday's drive, which the buyer took: its row is still SCHEDULED, it reads COMPLETED.
    const [origin] = await queryRows<{ countryId: number; spotId: number }>(db(), sql`select country_id as "countryId", spot_id as "spotId" from test_drives where id = ${upcoming.id}`);
    const [driven] = await db().insert(testDrives).values({
      ...origin!, userId: buyer.user.id, email: buyer.user.email, name: 'Ana', lastName: 'Pérez', phone: '8095550123', classified: 'sealed',
      carId: Number(car.id), place: 'SPOT', startsAt: new Date(march(6, 10)), endsAt: new Date(march(6, 11)),
    }).returning({ id: testDrives.id });

    const cancelled = await db().transaction((tx) => cancelScheduledTestDrives(tx, buyer.user.id, Number(car.id), clock.now()));
    expect(cancelled).toEqual([upcoming.id]);
    const mine = new Map((await calls.mine(buyer.headers)).map((drive) => [drive.id, drive]));
    expect(mine.get(upcoming.id)).toMatchObject({ status: 'CANCELED', view: 'COMPLETE' });
    expect(mine.get(driven!.id)).toMatchObject({ status: 'COMPLETED', view: 'COMPLETE' });
    expect(mine.get(otherCarDrive.id)).toMatchObject({ status: 'SCHEDULED', view: 'UPCOMING' });
    expect((await calls.mine(someone.headers)).map((drive) => [drive.id, drive.status])).toEqual([[someoneElse.id, 'SCHEDULED']]);
    expect(await isFree(car, march(27, 9))).toBe(true);
  });
});

describe('once the hour has passed', () => {
  it('reads COMPLETED under complete; cancelling leaves it so, archiving and restoring move it', async () => {
    const account = newAccount();
    const owner = await session(account);
    const drive = await calls.scheduled(driveInput(cars[9]!.id, march(10, 8)), owner.headers);
    // Tuesday 10 March, 9:00: the 8:00 drive has ended. Access tokens live 15 minutes of this clock.
    clock.advance((Date.parse(march(10, 9)) - clock.now().getTime()) / 1000);
    const signedIn = await postFrom<{ signInUser: Session }>(server.url, freshClientIp(), signInMutation, { variables: { input: { email: account.email, password: account.password } } });
    const headers = bearer(signedIn.body.data!.signInUser.accessToken);
    expect(await calls.mine(headers)).toMatchObject([{ id: drive.id, status: 'COMPLETED', view: 'COMPLETE' }]);
    expect(await answered(calls.cancel(drive.id, headers), 'cancelTestDrive')).toMatchObject({ status: 'COMPLETED', view: 'COMPLETE' });
    expect(await answered(calls.archive(drive.id, headers), 'archiveTestDrive')).toMatchObject({ status: 'COMPLETED', view: 'ARCHIVE' });
    expect(await answered(calls.restore(drive.id, headers), 'restoreTestDrive')).toMatchObject({ status: 'COMPLETED', view: 'COMPLETE' });
  });
});
