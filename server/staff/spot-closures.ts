import type { SpotClosureInput } from '../../common/validation/schedules.ts';
import { TEST_DRIVES_PATH } from '../buying/test-drives/schedule-test-drive.ts';
import type { Db } from '../db/client.ts';
import { deleteClosure, insertClosure, isOverlappingClosure, lockSpotSchedule, spotCapacityRow, updateSpotInspectors } from '../db/queries/spot-closures.ts';
import { inspectionsOfSpot, updateDriveRow, upcomingDrivesOverlapping } from '../db/queries/staff-schedule.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { localeOf } from '../mail/account-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { scheduleChangeMail } from '../mail/schedule-change-mail.ts';
import { SALES_PATH } from '../selling/create-sell-request.ts';
import { isEditableSellStatus } from '../../common/sell-request-editable.ts';
import { type StaffActor, recordChange } from './audit.ts';
import { type ClosureView, closureView, inspectionEnd } from './staff-schedule.ts';
import type { ScheduleServices } from './booking-changes.ts';

const HOUR_MS = 3_600_000;

/**
 * How many inspections one hour of the spot holds. Lowering it leaves the bookings made (decision 24):
 * an hour shows full while they reach the new number. Setting what it is changes nothing.
 * @throws NotFound for an unknown spot
 */
export async function setSpotCapacity(db: Db, actor: StaffActor, spotId: number, inspectors: number): Promise<void> {
  await db.transaction(async (tx) => {
    const spot = await spotCapacityRow(tx, spotId, { lock: true });
    if (!spot) throw new NotFound('No spot has this id.');
    if (spot.inspectors === inspectors) return;
    await updateSpotInspectors(tx, spotId, inspectors);
    await recordChange(tx, actor, { action: 'setSpotCapacity', subject: { type: 'spot', id: String(spotId) }, before: { inspectors: spot.inspectors }, after: { inspectors } });
  });
}

/**
 * Shuts the spot over [startsAt, endsAt): the public calendars stop offering those hours and
 * bookings refuse them. Taken with the spot's lock held alone, so a booking in flight either commits
 * first and is found here, or waits and is refused. Drives still to come in the hours are cancelled
 * (the car is free again) and their buyers e-mailed to book another; inspections keep their
 * inspector-hour (their request needs one) and their sellers are e-mailed that it needs a new time.
 * @throws InvalidInput (endsAt: before_start | in_the_past; startsAt: overlaps) ; NotFound for an unknown spot
 */
export async function addSpotClosure(db: Db, actor: StaffActor, input: Omit<SpotClosureInput, 'spotId'> & { spotId: number }, services: ScheduleServices): Promise<ClosureView> {
  const [startsAt, endsAt] = [new Date(input.startsAt), new Date(input.endsAt)];
  if (endsAt.getTime() <= startsAt.getTime()) throw new InvalidInput([{ field: 'endsAt', message: 'before_start' }], 'A closure ends after it starts.');
  if (endsAt.getTime() - startsAt.getTime() > 366 * 24 * HOUR_MS) throw new InvalidInput([{ field: 'endsAt', message: 'out_of_range' }], 'A closure lasts a year at most.');
  if (endsAt.getTime() <= services.now.getTime()) throw new InvalidInput([{ field: 'endsAt', message: 'in_the_past' }], 'A closure must end in the future.');
  try {
    return await db.transaction(async (tx) => {
      await lockSpotSchedule(tx, input.spotId, 'exclusive');
      const spot = await spotCapacityRow(tx, input.spotId);
      if (!spot) throw new NotFound('No spot has this id.');
      const closure = await insertClosure(tx, { spotId: input.spotId, startsAt, endsAt, reason: input.reason, createdBy: actor.userId });
      const canceled = await cancelDrivesWithin(tx, input.spotId, startsAt, endsAt, services);
      const toMove = await noticeInspectionsWithin(tx, input.spotId, startsAt, endsAt, services);
      await recordChange(tx, actor, {
        action: 'addSpotClosure',
        subject: { type: 'spot_closure', id: closure.id },
        before: null,
        after: { ...closureView(closure), canceledTestDrives: canceled, inspectionsToMove: toMove },
      });
      return { ...closureView(closure), notified: canceled.length + toMove.length };
    });
  } catch (error) {
    if (isOverlappingClosure(error)) throw new InvalidInput([{ field: 'startsAt', message: 'overlaps' }], 'Another closure of the spot covers part of these hours.');
    throw error;
  }
}

async function cancelDrivesWithin(tx: Db, spotId: number, from: Date, to: Date, services: ScheduleServices): Promise<string[]> {
  const drives = await upcomingDrivesOverlapping(tx, spotId, from, to, services.now);
  for (const drive of drives) {
    await updateDriveRow(tx, drive.id, { status: 'CANCELED' });
    const mail = scheduleChangeMail({
      locale: localeOf(drive.locale),
      name: drive.name,
      kind: 'TEST_DRIVE',
      change: 'CLOSED',
      car: drive.carTitle,
      spotName: drive.spotName,
      startsAt: drive.startsAt,
      endsAt: drive.endsAt,
      link: `${services.publicUrl}${TEST_DRIVES_PATH}`,
    });
    await enqueueMail(tx, { to: drive.email, kind: 'TEST_DRIVE_CLOSED', ...mail });
  }
  return drives.map((drive) => `TEST_DRIVE:${drive.id}`);
}

async function noticeInspectionsWithin(tx: Db, spotId: number, from: Date, to: Date, services: ScheduleServices): Promise<string[]> {
  // Inspections and closures both start and end on the hour: those starting within the closure are the ones it covers.
  const rows = await inspectionsOfSpot(tx, spotId, from, to);
  const waiting = rows.filter((row) => row.startsAt.getTime() > services.now.getTime() && isEditableSellStatus(row.requestStatus));
  for (const row of waiting) {
    const mail = scheduleChangeMail({
      locale: localeOf(row.locale),
      name: row.name,
      kind: 'INSPECTION',
      change: 'CLOSED',
      car: row.carTitle,
      spotName: row.spotName,
      startsAt: row.startsAt,
      endsAt: inspectionEnd(row),
      link: `${services.publicUrl}${SALES_PATH}`,
    });
    await enqueueMail(tx, { to: row.email, kind: 'INSPECTION_CLOSED', ...mail });
  }
  return waiting.map((row) => `INSPECTION:${row.id}`);
}

/**
 * Opens the closure's hours again (drives it cancelled stay cancelled: their buyers were told).
 * @throws NotFound for an unknown closure
 */
export async function removeSpotClosure(db: Db, actor: StaffActor, closureId: string): Promise<ClosureView> {
  return db.transaction(async (tx) => {
    const removed = await deleteClosure(tx, closureId);
    if (!removed) throw new NotFound('No closure has this id.');
    await recordChange(tx, actor, { action: 'removeSpotClosure', subject: { type: 'spot_closure', id: closureId }, before: closureView(removed), after: null });
    return closureView(removed);
  });
}
