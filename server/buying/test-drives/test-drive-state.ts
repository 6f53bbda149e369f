// Where a drive shows in the account (SPEC §4 tabs upcoming, complete, archive) and the status it
// reads, both from the stored status and the clock: a drive's hour passing changes no row.

export type TestDriveTab = 'UPCOMING' | 'COMPLETE' | 'ARCHIVE';
export type TestDriveStatus = 'SCHEDULED' | 'COMPLETED' | 'CANCELED';

interface DriveState {
  status: TestDriveStatus;
  endsAt: Date;
  archivedAt: Date | null;
}

/** Scheduled and its hour not over: the one state a drive can be cancelled from. */
export const isUpcoming = ({ status, endsAt }: Pick<DriveState, 'status' | 'endsAt'>, now: Date): boolean => status === 'SCHEDULED' && endsAt.getTime() > now.getTime();

/** ARCHIVE once deleted (whatever else), UPCOMING while it can still happen, else COMPLETE. */
export function testDriveTab(drive: DriveState, now: Date): TestDriveTab {
  if (drive.archivedAt) return 'ARCHIVE';
  return isUpcoming(drive, now) ? 'UPCOMING' : 'COMPLETE';
}

/** A scheduled drive whose hour has passed was driven: it reads COMPLETED. */
export const shownStatus = (drive: Pick<DriveState, 'status' | 'endsAt'>, now: Date): TestDriveStatus =>
  drive.status === 'SCHEDULED' && !isUpcoming(drive, now) ? 'COMPLETED' : drive.status;
