import { describe, expect, it } from 'vitest';
import { untilActionsMayChange } from './schedule-refresh';

const booking = (startsAt: string, endsAt: string) => ({ startsAt, endsAt });
const at = (time: string) => Date.parse(time);

describe('untilActionsMayChange', () => {
  it('waits for the next shown hour to begin, a few seconds past it', () => {
    const bookings = [booking('2026-03-10T11:00:00-04:00', '2026-03-10T12:00:00-04:00'), booking('2026-03-10T10:00:00-04:00', '2026-03-10T11:00:00-04:00')];
    expect(untilActionsMayChange(bookings, at('2026-03-10T09:30:00-04:00'))).toBe(30 * 60_000 + 5_000);
  });

  it('waits for a begun hour to end', () => {
    expect(untilActionsMayChange([booking('2026-03-10T10:00:00-04:00', '2026-03-10T11:00:00-04:00')], at('2026-03-10T10:20:00-04:00'))).toBe(40 * 60_000 + 5_000);
  });

  it('asks nothing more once every shown hour is over, and never waits more than a day', () => {
    expect(untilActionsMayChange([booking('2026-03-10T10:00:00-04:00', '2026-03-10T11:00:00-04:00')], at('2026-03-10T11:00:00-04:00'))).toBe(false);
    expect(untilActionsMayChange([], at('2026-03-10T11:00:00-04:00'))).toBe(false);
    expect(untilActionsMayChange([booking('2026-03-30T10:00:00-04:00', '2026-03-30T11:00:00-04:00')], at('2026-03-10T10:00:00-04:00'))).toBe(86_400_000);
  });
});
