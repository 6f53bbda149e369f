import { isEditableSellStatus } from '../../common/sell-request-editable.ts';
import type { BookingKind } from '../../common/validation/schedules.ts';
import { shownStatus } from '../buying/test-drives/test-drive-state.ts';
import type { Db } from '../db/client.ts';
import { closuresOverlapping, spotCapacityRow, type SpotClosureRow } from '../db/queries/spot-closures.ts';
import { driveById, drivesOfSpot, inspectionById, inspectionsOfSpot, type StaffDriveRow, type StaffInspectionRow } from '../db/queries/staff-schedule.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { isClosedWindow } from '../scheduling/closed-hours.ts';
import { addDays, daysBetween, localDateTimeAt, localTime, type LocalDate } from '../selling/local-date.ts';
import { type StaffActor, recordChange } from './audit.ts';
import { type BookingAction, type BookingFacts, nextActionsOf } from './booking-actions.ts';
import type { StaffRole } from './staff-operations.ts';

const HOUR_MS = 3_600_000;

/** One booked hour as the console shows it: when, what, whose, and where staff have got with it. */
export interface StaffBooking {
  id: string;
  kind: BookingKind;
  startsAt: string;
  endsAt: string;
  place: string;
  /** SCHEDULED, COMPLETED (its hour is over) or CANCELED, as the buyer's account reads a drive. */
  status: string;
  confirmedAt: string | null;
  attendance: string | null;
  carName: string;
  /** A drive's car, for its calendar of free hours; null for an inspection. */
  carId: string | null;
  personName: string;
  email: string;
  phone: string;
  /** A closure of the spot covers the hour: the person has been told, and it wants moving. */
  closed: boolean;
  /** What staff may change now (booking-actions.ts), the same rule the changes refuse by. */
  nextActions: BookingAction[];
}

export interface ClosureView {
  id: string;
  spotId: string;
  startsAt: string;
  endsAt: string;
  reason: string;
  /** On adding, how many people were e-mailed; 0 otherwise. */
  notified: number;
}

export interface StaffSchedule {
  spotId: string;
  spotName: string;
  /** How many inspections one hour of the spot holds. */
  capacity: number;
  bookings: StaffBooking[];
  closures: ClosureView[];
}

export const closureView = (row: SpotClosureRow): ClosureView => ({
  id: row.id,
  spotId: String(row.spotId),
  startsAt: localDateTimeAt(row.startsAt),
  endsAt: localDateTimeAt(row.endsAt),
  reason: row.reason,
  notified: 0,
});

/** Test drives are the operators' (and admins'); inspections every role of the console sees. */
export const visibleKinds = (roles: readonly StaffRole[]): BookingKind[] =>
  roles.some((role) => role === 'operator' || role === 'admin') ? ['TEST_DRIVE', 'INSPECTION'] : ['INSPECTION'];

const coveredBy = (closures: readonly SpotClosureRow[], startsAt: Date, endsAt: Date) => isClosedWindow({ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }, closures);

/** What the rule of booking-actions.ts reads of a drive, among the closures of its spot. */
export const driveFacts = (row: StaffDriveRow, closures: readonly SpotClosureRow[]): BookingFacts => ({
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  canceled: row.status === 'CANCELED',
  requestOpen: true,
  confirmed: row.confirmedAt !== null,
  attendance: row.attendance,
  closed: row.status !== 'CANCELED' && coveredBy(closures, row.startsAt, row.endsAt),
});

function driveBooking(row: StaffDriveRow, closures: SpotClosureRow[], now: Date): StaffBooking {
  const facts = driveFacts(row, closures);
  return {
    id: `TEST_DRIVE:${row.id}`,
    kind: 'TEST_DRIVE',
    startsAt: localDateTimeAt(row.startsAt),
    endsAt: localDateTimeAt(row.endsAt),
    place: row.place,
    status: shownStatus(row, now),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    attendance: row.attendance,
    carName: row.carTitle,
    carId: String(row.carId),
    personName: `${row.name} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    closed: facts.closed,
    nextActions: nextActionsOf(facts, now),
  };
}

/** An inspection's hour has no stored end: it is the hour from its start. */
export const inspectionEnd = (row: Pick<StaffInspectionRow, 'startsAt'>): Date => new Date(row.startsAt.getTime() + HOUR_MS);

/**
 * What the rule of booking-actions.ts reads of an inspection, among the closures of its spot: its
 * request decided, the inspection is behind us.
 */
export const inspectionFacts = (row: StaffInspectionRow, closures: readonly SpotClosureRow[]): BookingFacts => ({
  startsAt: row.startsAt,
  endsAt: inspectionEnd(row),
  canceled: false,
  requestOpen: isEditableSellStatus(row.requestStatus),
  confirmed: row.confirmedAt !== null,
  attendance: row.attendance,
  closed: coveredBy(closures, row.startsAt, inspectionEnd(row)),
});

function inspectionBooking(row: StaffInspectionRow, closures: SpotClosureRow[], now: Date): StaffBooking {
  const endsAt = inspectionEnd(row);
  const facts = inspectionFacts(row, closures);
  return {
    id: `INSPECTION:${row.id}`,
    kind: 'INSPECTION',
    startsAt: localDateTimeAt(row.startsAt),
    endsAt: localDateTimeAt(endsAt),
    place: row.place,
    status: endsAt.getTime() > now.getTime() ? 'SCHEDULED' : 'COMPLETED',
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    attendance: row.attendance,
    carName: row.carTitle,
    carId: null,
    personName: `${row.name} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    closed: facts.closed,
    nextActions: nextActionsOf(facts, now),
  };
}

export interface ScheduleRequest {
  spotId: number;
  from: LocalDate;
  to: LocalDate;
  kinds: BookingKind[];
  now: Date;
}

/**
 * The spot's bookings of the days from `from` to `to` (both included, Santo Domingo days), soonest
 * first, with its closures and capacity. Names, e-mails and phones are personal data (SECURITY.md
 * row 11): each look is written to the audit log with the bookings it showed.
 * @throws InvalidInput when `to` is before `from` or the range is longer than 31 days
 * @throws NotFound for an unknown spot
 */
export async function staffSchedule(db: Db, actor: StaffActor, { spotId, from, to, kinds, now }: ScheduleRequest): Promise<StaffSchedule> {
  const span = daysBetween(from, to);
  if (span < 0 || span >= 31) throw new InvalidInput([{ field: 'to', message: 'out_of_range' }], 'A calendar shows 1 to 31 days.');
  const spot = await spotCapacityRow(db, spotId);
  if (!spot) throw new NotFound('No spot has this id.');
  const [start, end] = [new Date(localTime(from, 0)), new Date(localTime(addDays(to, 1), 0))];
  const closures = await closuresOverlapping(db, spotId, start, end);
  const drives = kinds.includes('TEST_DRIVE') ? (await drivesOfSpot(db, spotId, start, end)).map((row) => driveBooking(row, closures, now)) : [];
  const inspections = kinds.includes('INSPECTION') ? (await inspectionsOfSpot(db, spotId, start, end)).map((row) => inspectionBooking(row, closures, now)) : [];
  const bookings = [...drives, ...inspections].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id));
  await recordChange(db, actor, { action: 'staffSchedule', subject: { type: 'spot', id: String(spotId) }, before: null, after: { from, to, shown: bookings.map((booking) => booking.id) } });
  return { spotId: String(spot.id), spotName: spot.name, capacity: spot.inspectors, bookings, closures: closures.map(closureView) };
}

/** One booking as the calendar shows it, after a change; undefined for an unknown id. */
export async function bookingById(db: Db, bookingId: string, now: Date): Promise<StaffBooking | undefined> {
  const [kind, id] = bookingId.split(':') as [BookingKind, string];
  if (kind === 'TEST_DRIVE') {
    const row = await driveById(db, id);
    return row && driveBooking(row, await closuresOverlapping(db, row.spotId, row.startsAt, row.endsAt), now);
  }
  const row = await inspectionById(db, id);
  return row && inspectionBooking(row, await closuresOverlapping(db, row.spotId, row.startsAt, inspectionEnd(row)), now);
}
