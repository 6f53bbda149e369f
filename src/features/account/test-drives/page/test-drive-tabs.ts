import type { AccountItemStanding } from '../../../../../machines/account-item/account-item.machine';
import type { TestDrive } from '../api/test-drives-query';

/** The tabs of the test drives screen (SPEC §4), as `?tab=` names them. */
export const TEST_DRIVE_TABS = ['upcoming', 'complete', 'archive'] as const;
export type TestDriveTab = (typeof TEST_DRIVE_TABS)[number];

/** The API's view of each tab's drives. */
export const VIEW_OF_TAB = { upcoming: 'UPCOMING', complete: 'COMPLETE', archive: 'ARCHIVE' } as const satisfies Record<TestDriveTab, string>;

export const isTestDriveTab = (value: string): value is TestDriveTab => (TEST_DRIVE_TABS as readonly string[]).includes(value);

/** The drives one tab shows, in the API's order (soonest first); undefined while they load. */
export const drivesOfTab = (drives: readonly TestDrive[] | undefined, tab: TestDriveTab) => drives?.filter((drive) => drive.view === VIEW_OF_TAB[tab]);

/** Only a drive still to come can be cancelled; an archived one can only be restored. */
export function testDriveStanding({ view, status }: Pick<TestDrive, 'view' | 'status'>): AccountItemStanding {
  if (view === 'ARCHIVE') return 'archived';
  return view === 'UPCOMING' && status === 'SCHEDULED' ? 'open' : 'closed';
}
