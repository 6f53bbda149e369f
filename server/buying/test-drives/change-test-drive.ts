import { claimAnonymousRequests } from '../../auth/anonymous-requests.ts';
import type { Db } from '../../db/client.ts';
import { lockOwnedTestDrive, updateTestDriveRow } from '../../db/queries/test-drives.ts';
import { NotFound } from '../../domain-errors.ts';
import { isUpcoming } from './test-drive-state.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type OwnedDrive = NonNullable<Awaited<ReturnType<typeof lockOwnedTestDrive>>>;

/**
 * Runs `work` in a transaction on the user's drive, locked, after claiming what was booked
 * anonymously with their confirmed e-mail. Another user's drive is NotFound, exactly as one that does
 * not exist, so ids reveal nothing.
 */
async function withOwnDrive(db: Db, userId: string, id: string, work: (tx: Db, drive: OwnedDrive) => Promise<void>): Promise<void> {
  if (!UUID.test(id)) throw new NotFound('You have no test drive with this id.');
  await claimAnonymousRequests(db, userId);
  await db.transaction(async (tx) => {
    const drive = await lockOwnedTestDrive(tx, id, userId);
    if (!drive) throw new NotFound('You have no test drive with this id.');
    await work(tx, drive);
  });
}

/**
 * UPCOMING → CANCELED (the complete tab); the exclusion constraint covers scheduled drives only, so
 * the hour is free again at once. A drive no longer upcoming (cancelled already, or its hour gone
 * while the page was open) stays as it is: the answer shows where it is.
 */
export async function cancelTestDrive(db: Db, userId: string, id: string, now: Date): Promise<void> {
  await withOwnDrive(db, userId, id, async (tx, drive) => {
    if (isUpcoming(drive, now)) await updateTestDriveRow(tx, drive.id, { status: 'CANCELED' });
  });
}

/** SPEC §4 'delete': → ARCHIVE, cancelling an upcoming drive first so its hour goes back. */
export async function archiveTestDrive(db: Db, userId: string, id: string, now: Date): Promise<void> {
  await withOwnDrive(db, userId, id, async (tx, drive) => {
    if (drive.archivedAt) return;
    await updateTestDriveRow(tx, drive.id, { archivedAt: now, ...(isUpcoming(drive, now) && { status: 'CANCELED' as const }) });
  });
}

/** ARCHIVE → where it was: the complete tab, since archiving left no drive upcoming. */
export async function restoreTestDrive(db: Db, userId: string, id: string): Promise<void> {
  await withOwnDrive(db, userId, id, async (tx, drive) => {
    if (drive.archivedAt) await updateTestDriveRow(tx, drive.id, { archivedAt: null });
  });
}
