import { describe, expect, it } from 'vitest';
import type { TestDrive } from '../api/test-drives-query';
import { drivesOfTab, isTestDriveTab, testDriveStanding } from './test-drive-tabs';

const drive = (id: string, view: string, status: string) => ({ id, view, status }) as TestDrive;

describe('test drive tabs', () => {
  const drives = [drive('1', 'UPCOMING', 'SCHEDULED'), drive('2', 'COMPLETE', 'CANCELED'), drive('3', 'ARCHIVE', 'COMPLETED'), drive('4', 'UPCOMING', 'SCHEDULED')];

  it('shows each drive in the tab of its view, in the order the API gave', () => {
    expect(drivesOfTab(drives, 'upcoming')?.map((each) => each.id)).toEqual(['1', '4']);
    expect(drivesOfTab(drives, 'complete')?.map((each) => each.id)).toEqual(['2']);
    expect(drivesOfTab(drives, 'archive')?.map((each) => each.id)).toEqual(['3']);
    expect(drivesOfTab(undefined, 'upcoming')).toBeUndefined();
  });

  it('knows its own tab names only', () => {
    expect(['upcoming', 'complete', 'archive', 'completed', ''].filter(isTestDriveTab)).toEqual(['upcoming', 'complete', 'archive']);
  });

  it('lets only an upcoming drive be cancelled, and an archived one only be restored', () => {
    expect(testDriveStanding(drive('1', 'UPCOMING', 'SCHEDULED'))).toBe('open');
    expect(testDriveStanding(drive('2', 'COMPLETE', 'CANCELED'))).toBe('closed');
    expect(testDriveStanding(drive('2', 'COMPLETE', 'COMPLETED'))).toBe('closed');
    expect(testDriveStanding(drive('3', 'ARCHIVE', 'SCHEDULED'))).toBe('archived');
  });
});
