import { addressSchema } from '../../common/validation/address';
import { testDriveContactSchema } from '../../common/validation/test-drive';
import type { FormSchema } from '../form/form-schema';
import { overNumberText } from '../form/number-text';
import type { ConfirmValues, ContactValues, HourValues, PlaceValues, ScheduleTestDriveInput, TestDriveContact, TestDrivePlace } from './test-drive-values';

// The steps check with scheduleTestDrive's own schemas (common/validation/test-drive.ts); these adapters
// only read the salary box's text and lay the person's fields flat, as the page shows them.

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };
const missing = (field: string): { success: false; error: { issues: Issue[] } } => ({ success: false, error: { issues: [{ path: [field], message: 'required' }] } });

/** The contact form: the person (cédula required, SPEC §5) and the monthly salary. */
export const contactStepSchema: FormSchema<ContactValues, TestDriveContact> = overNumberText<ContactValues, TestDriveContact>(['monthlySalary'], ({ monthlySalary, ...person }) => {
  const parsed = testDriveContactSchema.safeParse({ person, monthlySalary });
  if (parsed.success) return parsed;
  // The person's problems are named by the flat fields the page binds ('person.phone' → 'phone').
  return { success: false, error: { issues: parsed.error.issues.map((issue) => ({ ...issue, path: issue.path[0] === 'person' ? issue.path.slice(1) : issue.path })) } };
});

/** The place: the car's spot, or home with an address to bring the car to. */
export const placeStepSchema: FormSchema<PlaceValues, TestDrivePlace> = {
  safeParse: ({ place, ...address }) => {
    if (place === '') return missing('place');
    if (place === 'SPOT') return { success: true, data: { place, address: null } };
    const home = addressSchema.safeParse(address);
    return home.success ? { success: true, data: { place, address: home.data } } : { success: false, error: { issues: home.error.issues } };
  },
};

/** The date and hour: a window of getTestDriveSlots. */
export const hourStepSchema: FormSchema<HourValues, string> = {
  safeParse: ({ slotStartsAt }) => (slotStartsAt.trim() === '' ? missing('slotStartsAt') : { success: true, data: slotStartsAt.trim() }),
};

/** The confirmation's send: the drive the steps parsed; the flow opens it only with all of them. */
export const confirmStepSchema: FormSchema<ConfirmValues, ScheduleTestDriveInput> = {
  safeParse: ({ drive }) => (drive ? { success: true, data: drive } : missing('drive')),
};
