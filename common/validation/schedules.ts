// zod/mini: the console's schedule screen and the staff schedule operations check with these schemas.
import * as z from 'zod/mini';
import { isCalendarDate } from '../calendar-date.ts';

export const BOOKING_KINDS = ['TEST_DRIVE', 'INSPECTION'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** How many days one calendar shows at most, and the bounds of a spot's hourly capacity and a closure. */
export const SCHEDULE_LIMITS = { maxDays: 31, minCapacity: 1, maxCapacity: 50, maxReason: 200 } as const;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A booking's id is its kind and the id of what holds the hour: `TEST_DRIVE:<drive>`, `INSPECTION:<sell request>`. */
export const BOOKING_ID = new RegExp(`^(TEST_DRIVE|INSPECTION):${UUID}$`);

/** A moment with its offset, on the hour, as CONTRACT.md writes times. */
const ON_THE_HOUR = /^\d{4}-\d{2}-\d{2}T\d{2}:00(?::00(?:\.0{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const isHour = (text: string) => ON_THE_HOUR.test(text) && !Number.isNaN(Date.parse(text));

const spotId = () => z.string({ error: 'required' }).check(z.regex(/^[1-9][0-9]{0,9}$/, 'invalid'));
const hour = () => z.string({ error: 'required' }).check(z.refine(isHour, 'invalid_time'));
const calendarDate = () => z.string({ error: 'required' }).check(z.refine(isCalendarDate, 'invalid_date'));

export const staffScheduleSchema = z.object({ spotId: spotId(), from: calendarDate(), to: calendarDate() });

export const bookingRefSchema = z.object({ bookingId: z.string().check(z.regex(BOOKING_ID, 'invalid')) });

export const rescheduleBookingSchema = z.object({ bookingId: z.string().check(z.regex(BOOKING_ID, 'invalid')), startsAt: hour() });

export const spotCapacitySchema = z.object({
  spotId: spotId(),
  inspectors: z.int({ error: 'required' }).check(z.gte(SCHEDULE_LIMITS.minCapacity, 'out_of_range'), z.lte(SCHEDULE_LIMITS.maxCapacity, 'out_of_range')),
});

export const spotClosureSchema = z.object({
  spotId: spotId(),
  startsAt: hour(),
  endsAt: hour(),
  reason: z.string({ error: 'required' }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(SCHEDULE_LIMITS.maxReason, 'too_long')),
});

export const closureRefSchema = z.object({ closureId: z.string().check(z.regex(new RegExp(`^${UUID}$`), 'invalid')) });

export type SpotClosureInput = z.output<typeof spotClosureSchema>;

/** The hours of a Santo Domingo day as the console's closure form writes them: '2026-03-24T08:00:00-04:00'. */
const hourOfDay = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00-04:00`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The console's closure form: one day, from an hour to an hour (24 is the day's end), and why; sent as
 * SpotClosureInput. The hours arrive as numbers (the form reads its boxes first).
 */
export const closureFormSchema = z.pipe(
  z
    .object({
      spotId: spotId(),
      day: calendarDate(),
      fromHour: z.int({ error: 'required' }).check(z.gte(0, 'out_of_range'), z.lte(23, 'out_of_range')),
      toHour: z.int({ error: 'required' }).check(z.gte(1, 'out_of_range'), z.lte(24, 'out_of_range')),
      reason: z.string({ error: 'required' }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(SCHEDULE_LIMITS.maxReason, 'too_long')),
    })
    .check(z.refine((form) => form.toHour > form.fromHour, { message: 'before_start', path: ['toHour'] })),
  z.transform(({ spotId: spot, day, fromHour, toHour, reason }) => ({
    spotId: spot,
    startsAt: hourOfDay(day, fromHour),
    endsAt: toHour === 24 ? hourOfDay(nextDay(day), 0) : hourOfDay(day, toHour),
    reason,
  })),
);
