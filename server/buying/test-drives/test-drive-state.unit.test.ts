import { describe, expect, it } from 'vitest';
import { isUpcoming, shownStatus, testDriveTab, type TestDriveStatus } from './test-drive-state.ts';

const endsAt = new Date('2026-03-10T09:00:00-04:00');
const before = new Date('2026-03-10T08:59:59-04:00');
const after = new Date('2026-03-10T09:00:00-04:00');
const drive = (status: TestDriveStatus, archivedAt: Date | null = null) => ({ status, endsAt, archivedAt });

describe('where a test drive shows', () => {
  it('is upcoming while scheduled and its hour has not ended, complete from its last second on', () => {
    expect(testDriveTab(drive('SCHEDULED'), before)).toBe('UPCOMING');
    expect(testDriveTab(drive('SCHEDULED'), after)).toBe('COMPLETE');
    expect([isUpcoming(drive('SCHEDULED'), before), isUpcoming(drive('SCHEDULED'), after)]).toEqual([true, false]);
  });

  it('puts a cancelled drive under complete even before its hour', () => {
    expect(testDriveTab(drive('CANCELED'), before)).toBe('COMPLETE');
    expect(isUpcoming(drive('CANCELED'), before)).toBe(false);
  });

  it('puts an archived drive under archive, whatever its status or the hour', () => {
    const archivedAt = new Date('2026-03-09T12:00:00-04:00');
    for (const status of ['SCHEDULED', 'COMPLETED', 'CANCELED'] as const) {
      expect([testDriveTab(drive(status, archivedAt), before), testDriveTab(drive(status, archivedAt), after)]).toEqual(['ARCHIVE', 'ARCHIVE']);
    }
  });
});

describe('the status a test drive reads', () => {
  it('is COMPLETED for a scheduled drive whose hour has passed, and the stored one otherwise', () => {
    expect(shownStatus(drive('SCHEDULED'), before)).toBe('SCHEDULED');
    expect(shownStatus(drive('SCHEDULED'), after)).toBe('COMPLETED');
    expect(shownStatus(drive('CANCELED'), after)).toBe('CANCELED');
    expect(shownStatus(drive('COMPLETED'), before)).toBe('COMPLETED');
  });
});
