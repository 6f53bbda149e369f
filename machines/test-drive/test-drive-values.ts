import type { ScheduleTestDriveInput, TestDriveContact } from '../../common/validation/test-drive';
import type { InspectionPlace } from '../../common/validation/selling-slots';
import type { AddressInput } from '../../common/validation/address';
import type { PersonInput } from '../../common/validation/person';
import { personValuesOf } from '../sell/sell-values';

/**
 * What the buyer types in the test-drive flow (SPEC §2: the pre-test-drive contact form, then the
 * place, the date and hour, and the confirmation). The salary box holds text (digits, maybe with
 * thousands separators), read into a number by the step schema (test-drive-steps.ts).
 */
export type ContactValues = { name: string; lastName: string; email: string; phone: string; documentId: string; monthlySalary: string };
/** At the car's spot, or at home with the address (and the coordinates 'use my location' gave). */
export type PlaceValues = {
  place: InspectionPlace | '';
  sector: string;
  street: string;
  number: string;
  reference: string;
  latitude: number | null;
  longitude: number | null;
};
export type HourValues = { slotStartsAt: string };
/** The confirmation sends the drive the steps parsed: it has nothing to type. */
export type ConfirmValues = { drive: ScheduleTestDriveInput | null };

export type TestDrivePlace = { place: InspectionPlace; address: AddressInput | null };
export type TestDriveDraft = { contact: ContactValues; place: PlaceValues; hour: HourValues };
export type TestDriveParsed = { contact: TestDriveContact | null; place: TestDrivePlace | null; slotStartsAt: string | null };

/** What scheduleTestDrive answers that the flow keeps for the success page. */
export type TestDriveBooked = {
  id: string;
  startsAt: string;
  endsAt: string;
  place: string;
  outsideCoverage: boolean;
  calendarFile: string;
  spot: { name: string; address: string } | null;
  address: { sector: string; street: string; number: string } | null;
};

export type { ScheduleTestDriveInput, TestDriveContact };

/** A signed-in buyer's contact form starts from their profile. */
export const contactValuesOf = (person: Partial<PersonInput>): ContactValues => ({ ...personValuesOf(person), monthlySalary: '' });

export const emptyPlace: PlaceValues = { place: '', sector: '', street: '', number: '', reference: '', latitude: null, longitude: null };

/** The drive as far as the steps have parsed it; null while one is missing. */
export function driveSoFar(carId: string, { contact, place, slotStartsAt }: TestDriveParsed): ScheduleTestDriveInput | null {
  return contact && place && slotStartsAt ? { carId, slotStartsAt, ...contact, ...place } : null;
}
