// When a test drive can start: Setting.testDriveSchedule's 'Monday to Friday 8:00am-5:00pm' cut into
// one-hour windows (8:00 … 16:00), none on weekends or holidays, offered from tomorrow to 31 days ahead
// like inspections, so the spot's staff know the day before which cars go out when.
import type { LocalDate } from '../../selling/local-date.ts';
import { type HourWindow, offeredWindowAt, offeredWindows, type WeeklyHours } from '../../scheduling/hour-windows.ts';

const weekday = { opens: 8, closes: 17 } as const;

/** Monday to Friday 8:00–17:00; Saturday and Sunday none. */
export const TEST_DRIVE_HOURS: WeeklyHours = [undefined, weekday, weekday, weekday, weekday, weekday, undefined];

/** The offered windows of `days` days from `from`; days outside the horizon have none. */
export const testDriveWindows = (from: LocalDate, days: number, now: Date): HourWindow[] => offeredWindows(TEST_DRIVE_HOURS, from, days, now);

/** The offered window starting at `startsAt` (any offset); undefined when it is not one. */
export const testDriveWindowAt = (startsAt: string, now: Date): HourWindow | undefined => offeredWindowAt(TEST_DRIVE_HOURS, startsAt, now);
