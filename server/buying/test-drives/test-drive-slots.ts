import type { Db } from '../../db/client.ts';
import { scheduledDrivesOfCar } from '../../db/queries/test-drives.ts';
import { openWindows } from '../../scheduling/closed-hours.ts';
import type { HourWindow } from '../../scheduling/hour-windows.ts';
import type { LocalDate } from '../../selling/local-date.ts';
import { drivableCar } from './drivable-car.ts';
import { testDriveWindows } from './test-drive-schedule.ts';

export interface TestDriveSlot extends HourWindow {
  /** The car's spot, where the drive starts (or whose staff bring the car to a home). */
  spotId: number;
  /** No scheduled drive of the car overlaps the window. */
  available: boolean;
}

export interface TestDriveSlotsRequest {
  carId: string;
  from: LocalDate;
  days: number;
}

/**
 * Every offered window of the range for the car, taken ones included (the calendar greys them out),
 * without the hours a closure of the car's spot takes.
 * A drive at the spot and one at home take the same car, so the place does not change the answer.
 * @throws CarNotAvailable for a car that cannot be driven now (for this viewer)
 */
export async function testDriveSlots(db: Db, { carId, from, days }: TestDriveSlotsRequest, viewerId: string | null, now: Date): Promise<TestDriveSlot[]> {
  const car = await drivableCar(db, carId, viewerId);
  const windows = await openWindows(db, car.spot.id, testDriveWindows(from, days, now));
  const first = windows[0];
  const last = windows.at(-1);
  if (!first || !last) return [];
  const taken = await scheduledDrivesOfCar(db, car.id, new Date(first.startsAt), new Date(last.endsAt));
  return windows.map((window) => {
    const [starts, ends] = [Date.parse(window.startsAt), Date.parse(window.endsAt)];
    const overlapped = taken.some((drive) => drive.startsAt.getTime() < ends && drive.endsAt.getTime() > starts);
    return { ...window, spotId: car.spot.id, available: !overlapped };
  });
}
