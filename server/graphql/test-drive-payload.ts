import { driveCalendarFile } from '../buying/test-drives/drive-calendar.ts';
import { shownStatus, testDriveTab } from '../buying/test-drives/test-drive-state.ts';
import type { CarRecord } from '../catalogue/car-record.ts';
import type { TestDriveView } from '../db/queries/test-drives.ts';
import { localDateTimeAt } from '../selling/local-date.ts';
import type { ResolversTypes } from './generated/resolvers.ts';

export interface TestDriveMapping {
  /** The drive's car, as every Car field resolves from. */
  car: CarRecord;
  /** The tab and status follow the clock: a drive's hour passing changes no row. */
  now: Date;
  publicUrl: string;
}

/** The GraphQL TestDrive of a stored one: the account's Test drive card (SPEC §3) and the contract's fields. */
export function toTestDrive(view: TestDriveView, { car, now, publicUrl }: TestDriveMapping): ResolversTypes['TestDrive'] {
  const { drive, spot, cityName } = view;
  const address = drive.place === 'HOME' && drive.sector !== null && drive.street !== null && drive.number !== null
    ? { sector: drive.sector, street: drive.street, number: drive.number, reference: drive.reference, latitude: drive.latitude, longitude: drive.longitude }
    : null;
  return {
    id: drive.id,
    status: shownStatus(drive, now),
    view: testDriveTab(drive, now),
    startsAt: localDateTimeAt(drive.startsAt),
    endsAt: localDateTimeAt(drive.endsAt),
    car,
    place: drive.place,
    spot: { ...spot, city: { name: cityName } },
    address,
    outsideCoverage: drive.outsideCoverage,
    calendarFile: driveCalendarFile(view, publicUrl),
    createdAt: localDateTimeAt(drive.createdAt),
  };
}
