import type { ScheduleTestDriveInput } from '../../../common/validation/test-drive.ts';
import type { Db } from '../../db/client.ts';
import { insertTestDrive, isCarHourTaken, queueCarBookings } from '../../db/queries/test-drives.ts';
import { carIdOf } from '../../catalogue/car-id.ts';
import { SlotTaken, SlotUnavailable } from '../../domain-errors.ts';
import type { MailLocale } from '../../mail/account-mails.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { testDriveConfirmationMail } from '../../mail/test-drive-mail.ts';
import type { ClassifiedData } from '../../privacy/classified-data.ts';
import { visitAddressColumns } from '../../selling/coverage.ts';
import { drivableCar } from './drivable-car.ts';
import { storedTestDrive } from './own-test-drives.ts';
import { driveCalendarFile, homeAddressOf } from './drive-calendar.ts';
import { testDriveWindowAt } from './test-drive-schedule.ts';
import { refuseClosedWindow } from '../../scheduling/closed-hours.ts';
import type { HourWindow } from '../../scheduling/hour-windows.ts';

export interface TestDriveOrigin {
  /** The signed-in viewer; null for a visitor, whose drive waits for their e-mail's account. */
  userId: string | null;
  countryId: number;
  locale: MailLocale;
  /** The SPA's origin, for the e-mail's link and the calendar file's UID. */
  publicUrl: string;
  now: Date;
  classified: ClassifiedData;
}

/** The account page that lists test drives (SPEC §2 USER_TESTDRIVES). */
export const TEST_DRIVES_PATH = '/user/test-drive';

/** What the cédula and salary of a drive are sealed to: moved to another person's row, they do not open. */
export const classifiedOwnerOf = (email: string): string => `test_drives:${email.toLowerCase()}`;

/**
 * Books the car for the hour (input checked beforehand by scheduleTestDriveSchema). The car check,
 * the row and the confirmation e-mail are one transaction; the exclusion constraint, not a read
 * beforehand, decides between buyers racing for the hour, so no interleaving books it twice.
 * @throws SlotUnavailable when the hour is not on offer, or the car's spot is closed then
 * @throws CarNotAvailable when the car is sold, held by another buyer or not listed
 * @throws SlotTaken when another scheduled drive of the car holds the hour
 */
export async function scheduleTestDrive(db: Db, input: ScheduleTestDriveInput, origin: TestDriveOrigin): Promise<string> {
  const window = testDriveWindowAt(input.slotStartsAt, origin.now);
  if (!window) throw new SlotUnavailable();
  try {
    return await book(db, input, origin, window);
  } catch (error) {
    if (isCarHourTaken(error)) throw new SlotTaken('Someone has just booked this car for this hour; pick another.');
    throw error;
  }
}

/** The car check, the row and the confirmation e-mail in one transaction, queued behind the car's other bookings. */
async function book(db: Db, input: ScheduleTestDriveInput, origin: TestDriveOrigin, window: HourWindow): Promise<string> {
  const { person } = input;
  const email = person.email.toLowerCase();
  return db.transaction(async (tx) => {
    const carId = carIdOf(input.carId);
    if (carId !== undefined) await queueCarBookings(tx, carId);
    const car = await drivableCar(tx, input.carId, origin.userId, { lock: true });
    await refuseClosedWindow(tx, car.spot.id, window);
    const id = await insertTestDrive(tx, {
      countryId: origin.countryId,
      userId: origin.userId,
      email,
      name: person.name,
      lastName: person.lastName,
      phone: person.phone,
      // Sealed before it reaches the table (SECURITY.md row 11); never logged, never answered.
      classified: origin.classified.seal({ documentId: person.documentId, monthlySalary: input.monthlySalary }, classifiedOwnerOf(email)),
      carId: car.id,
      spotId: car.spot.id,
      place: input.place,
      ...visitAddressColumns(input.place, input.address, car.spot),
      startsAt: new Date(window.startsAt),
      endsAt: new Date(window.endsAt),
      locale: origin.locale,
    });
    await enqueueConfirmation(tx, id, origin);
    return id;
  });
}

/** The confirmation, written from the stored drive so the e-mail and its calendar file say what was kept. */
async function enqueueConfirmation(tx: Db, id: string, { locale, publicUrl }: TestDriveOrigin): Promise<void> {
  const view = await storedTestDrive(tx, id);
  const { drive, spot, carTitle } = view;
  const home = homeAddressOf(drive);
  const mail = testDriveConfirmationMail({
    locale,
    name: drive.name,
    car: carTitle,
    startsAt: drive.startsAt,
    endsAt: drive.endsAt,
    place: home ? { kind: 'HOME', address: home, spotName: spot.name, outsideCoverage: drive.outsideCoverage } : { kind: 'SPOT', spotName: spot.name, spotAddress: spot.address },
    link: `${publicUrl}${TEST_DRIVES_PATH}`,
    calendarFile: driveCalendarFile(view, publicUrl),
  });
  await enqueueMail(tx, { to: drive.email, kind: 'TEST_DRIVE_CONFIRMATION', ...mail });
}
