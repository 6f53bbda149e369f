import { claimAnonymousRequests } from '../../auth/anonymous-requests.ts';
import type { Db } from '../../db/client.ts';
import { type TestDriveView, testDriveView, testDriveViewsOf } from '../../db/queries/test-drives.ts';

/** The account's test drives, soonest first, those booked anonymously with its confirmed e-mail claimed first. */
export async function ownTestDrives(db: Db, userId: string): Promise<TestDriveView[]> {
  await claimAnonymousRequests(db, userId);
  return testDriveViewsOf(db, userId);
}

/** A drive just written or changed. */
export async function storedTestDrive(db: Db, id: string): Promise<TestDriveView> {
  const view = await testDriveView(db, id);
  if (!view) throw new Error(`The test drive ${id} was not found after it was written`);
  return view;
}
