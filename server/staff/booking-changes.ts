import type { BookingKind } from '../../common/validation/schedules.ts';
import { driveCalendarFile } from '../buying/test-drives/drive-calendar.ts';
import { storedTestDrive } from '../buying/test-drives/own-test-drives.ts';
import { TEST_DRIVES_PATH } from '../buying/test-drives/schedule-test-drive.ts';
import { testDriveWindowAt } from '../buying/test-drives/test-drive-schedule.ts';
import type { Db } from '../db/client.ts';
import { closuresOverlapping } from '../db/queries/spot-closures.ts';
import { type Attendance, driveById, inspectionById, peekDrive, setRequestBooking, type StaffDriveRow, type StaffInspectionRow, updateDriveRow, updateInspectionBooking } from '../db/queries/staff-schedule.ts';
import { isCarHourTaken, queueCarBookings } from '../db/queries/test-drives.ts';
import { InvalidInput, NotFound, SlotTaken, SlotUnavailable } from '../domain-errors.ts';
import { localeOf } from '../mail/account-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { scheduleChangeMail } from '../mail/schedule-change-mail.ts';
import { refuseClosedWindow } from '../scheduling/closed-hours.ts';
import { bookInspection, releaseInspection } from '../selling/book-inspection.ts';
import { SALES_PATH } from '../selling/create-sell-request.ts';
import { type StaffActor, recordChange } from './audit.ts';
import { type BookingAction, verdictOf } from './booking-actions.ts';
import { driveFacts, inspectionEnd, inspectionFacts } from './staff-schedule.ts';

export interface ScheduleServices {
  now: Date;
  /** The SPA's origin, for the e-mail's link and a calendar file's UID. */
  publicUrl: string;
}

/** A booking as the changes read it, whichever kind, locked in the caller's transaction. */
type Locked = { kind: 'TEST_DRIVE'; row: StaffDriveRow } | { kind: 'INSPECTION'; row: StaffInspectionRow };

const parseBookingId = (bookingId: string): { kind: BookingKind; id: string } => {
  const [kind, id] = bookingId.split(':') as [BookingKind, string];
  return { kind, id };
};

const notFound = () => new NotFound('No booking has this id.');
const refused = (message: string, why: string) => new InvalidInput([{ field: 'bookingId', message }], why);

async function lockBooking(tx: Db, bookingId: string): Promise<Locked> {
  const { kind, id } = parseBookingId(bookingId);
  if (kind === 'TEST_DRIVE') {
    const row = await driveById(tx, id, { lock: true });
    if (!row) throw notFound();
    return { kind, row };
  }
  const row = await inspectionById(tx, id, { lock: true });
  if (!row) throw notFound();
  return { kind, row };
}

/**
 * Runs the one rule of booking-actions.ts on the locked booking, among the closures of its spot over
 * its hour: throws its refusal, and says whether the action changes anything (repeating what is
 * recorded is accepted and changes nothing).
 * @throws InvalidInput (bookingId: not_upcoming, canceled, not_started or closed)
 */
async function mayChange(tx: Db, locked: Locked, action: BookingAction, now: Date): Promise<boolean> {
  const endsAt = locked.kind === 'TEST_DRIVE' ? locked.row.endsAt : inspectionEnd(locked.row);
  const closures = await closuresOverlapping(tx, locked.row.spotId, locked.row.startsAt, endsAt);
  const verdict = verdictOf(locked.kind === 'TEST_DRIVE' ? driveFacts(locked.row, closures) : inspectionFacts(locked.row, closures), action, now);
  if (typeof verdict === 'object') throw refused(verdict.code, verdict.why);
  return verdict === 'CHANGES';
}

async function setBookingColumns(tx: Db, locked: Locked, changes: { confirmedAt?: Date | null; attendance?: Attendance; attendanceAt?: Date }): Promise<void> {
  if (locked.kind === 'TEST_DRIVE') await updateDriveRow(tx, locked.row.id, changes);
  else await updateInspectionBooking(tx, locked.row.bookingId, changes);
}

/**
 * The person has been reached and the hour stands. Confirming a confirmed booking changes nothing.
 * @throws InvalidInput (bookingId: not_upcoming) once the hour is over, attended or cancelled, or its sell request decided
 */
export async function confirmBooking(db: Db, actor: StaffActor, bookingId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    if (!(await mayChange(tx, locked, 'CONFIRM', now))) return;
    await setBookingColumns(tx, locked, { confirmedAt: now });
    await recordChange(tx, actor, { action: 'confirmBooking', subject: { type: 'booking', id: bookingId }, before: { confirmedAt: null }, after: { confirmedAt: now.toISOString() } });
  });
}

/**
 * What happened when the hour came: DONE or NO_SHOW; either may be corrected to the other, and
 * recording what is recorded changes nothing.
 * @throws InvalidInput (bookingId: canceled) for a cancelled drive, (bookingId: not_started) before the hour
 */
export async function markAttendance(db: Db, actor: StaffActor, bookingId: string, attendance: Attendance, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    if (!(await mayChange(tx, locked, attendance === 'DONE' ? 'MARK_DONE' : 'MARK_NO_SHOW', now))) return;
    await setBookingColumns(tx, locked, { attendance, attendanceAt: now });
    await recordChange(tx, actor, {
      action: attendance === 'DONE' ? 'markBookingDone' : 'markNoShow',
      subject: { type: 'booking', id: bookingId },
      before: { attendance: locked.row.attendance },
      after: { attendance },
    });
  });
}

/** Tells the buyer the drive's new hour, with the calendar file that replaces the one they imported. */
async function mailDriveMoved(tx: Db, row: StaffDriveRow, services: ScheduleServices): Promise<void> {
  const view = await storedTestDrive(tx, row.id);
  const mail = scheduleChangeMail({
    locale: localeOf(row.locale),
    name: row.name,
    kind: 'TEST_DRIVE',
    change: 'MOVED',
    car: row.carTitle,
    spotName: row.spotName,
    startsAt: view.drive.startsAt,
    endsAt: view.drive.endsAt,
    link: `${services.publicUrl}${TEST_DRIVES_PATH}`,
    calendarFile: driveCalendarFile(view, services.publicUrl),
  });
  await enqueueMail(tx, { to: row.email, kind: 'TEST_DRIVE_MOVED', ...mail });
}

async function moveDrive(db: Db, actor: StaffActor, bookingId: string, driveId: string, startsAt: string, services: ScheduleServices): Promise<void> {
  const window = testDriveWindowAt(startsAt, services.now);
  if (!window) throw new SlotUnavailable();
  await db.transaction(async (tx) => {
    // The car's queue and the spot's lock come before the row's, in the order bookings and closures take them.
    const peek = await peekDrive(tx, driveId);
    if (!peek) throw notFound();
    await queueCarBookings(tx, peek.carId);
    await refuseClosedWindow(tx, peek.spotId, window);
    const locked = await lockBooking(tx, bookingId);
    if (locked.kind !== 'TEST_DRIVE') throw notFound();
    if (!(await mayChange(tx, locked, 'RESCHEDULE', services.now))) return;
    if (locked.row.startsAt.getTime() === Date.parse(window.startsAt)) return;
    await updateDriveRow(tx, driveId, { startsAt: new Date(window.startsAt), endsAt: new Date(window.endsAt), confirmedAt: null });
    await mailDriveMoved(tx, locked.row, services);
    await recordChange(tx, actor, { action: 'rescheduleBooking', subject: { type: 'booking', id: bookingId }, before: { startsAt: locked.row.startsAt.toISOString() }, after: { startsAt: window.startsAt } });
  });
}

async function moveInspection(db: Db, actor: StaffActor, bookingId: string, requestId: string, startsAt: string, services: ScheduleServices): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    if (locked.kind !== 'INSPECTION') throw notFound();
    if (!(await mayChange(tx, locked, 'RESCHEDULE', services.now))) return;
    const { row } = locked;
    if (row.startsAt.getTime() === Date.parse(startsAt)) return;
    // A new inspector-hour first, then the old one back: SlotTaken leaves everything as it was.
    const booking = await bookInspection(tx, { spotId: row.spotId, startsAt, place: row.place, purpose: 'SELL_INSPECTION' }, services.now);
    await releaseInspection(tx, row.bookingId);
    await setRequestBooking(tx, requestId, booking.id);
    const mail = scheduleChangeMail({
      locale: localeOf(row.locale),
      name: row.name,
      kind: 'INSPECTION',
      change: 'MOVED',
      car: row.carTitle,
      spotName: row.spotName,
      startsAt: new Date(booking.startsAt),
      endsAt: new Date(booking.endsAt),
      link: `${services.publicUrl}${SALES_PATH}`,
    });
    await enqueueMail(tx, { to: row.email, kind: 'INSPECTION_MOVED', ...mail });
    await recordChange(tx, actor, { action: 'rescheduleBooking', subject: { type: 'booking', id: bookingId }, before: { startsAt: row.startsAt.toISOString() }, after: { startsAt: booking.startsAt } });
  });
}

/**
 * Moves the booking to another offered hour and e-mails the person; a moved booking is unconfirmed
 * again. The database decides as for any booking: a drive's exclusion constraint, an inspection's
 * unique inspector-hour; a closure of the spot refuses the hour.
 * @throws SlotUnavailable for an hour not on offer or closed, SlotTaken for one another booking holds
 * @throws InvalidInput (bookingId: not_upcoming) once the hour has begun, or it is attended, cancelled or its sell request decided
 */
export async function rescheduleBooking(db: Db, actor: StaffActor, bookingId: string, startsAt: string, services: ScheduleServices): Promise<void> {
  const { kind, id } = parseBookingId(bookingId);
  if (kind === 'INSPECTION') return moveInspection(db, actor, bookingId, id, startsAt, services);
  try {
    await moveDrive(db, actor, bookingId, id, startsAt, services);
  } catch (error) {
    if (isCarHourTaken(error)) throw new SlotTaken('Another drive of this car holds that hour; pick another.');
    throw error;
  }
}
