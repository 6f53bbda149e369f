// zod/mini: the test-drive flow's forms and scheduleTestDrive check with these schemas.
import * as z from 'zod/mini';
import { ACCOUNT_LIMITS, required } from './account.ts';
import { addressSchema } from './address.ts';
import { personSchema, requiredDigits } from './person.ts';
import { dateRangeSchema, INSPECTION_PLACES } from './selling-slots.ts';

/** Whole pesos a month; the bound of every other amount people type. */
export const TEST_DRIVE_LIMITS = { maxMonthlySalary: 100_000_000 } as const;

/** A positive whole amount of pesos, up to `max`. Codes: required, whole_number, too_small, too_large. */
export const wholePesosSchema = (max: number) => z.number({ error: 'required' }).check(z.int('whole_number'), z.gt(0, 'too_small'), z.lte(max, 'too_large'));

/** A person whose cédula is required (SPEC §5: the pre-test-drive form, prequalification, financing). */
export const identifiedPersonSchema = z.object({ ...personSchema.shape, documentId: requiredDigits(ACCOUNT_LIMITS.idLength) });

/** The pre-test-drive contact form (SPEC §2, §5): the person with their cédula, and the monthly salary. */
export const testDriveContactSchema = z.object({
  person: identifiedPersonSchema,
  monthlySalary: wholePesosSchema(TEST_DRIVE_LIMITS.maxMonthlySalary),
});

const placeFields = {
  place: z.enum(INSPECTION_PLACES, { error: 'required' }),
  address: z.nullish(addressSchema),
};

/** A drive at home needs the address to bring the car to. */
const homeNeedsAddress = () => z.refine<{ place: string; address?: unknown }>((drive) => drive.place === 'SPOT' || Boolean(drive.address), { message: 'required', path: ['address'] });

/** The place step: the car's spot, or home with an address. */
export const testDrivePlaceSchema = z.object(placeFields).check(homeNeedsAddress());

/** CONTRACT's ScheduleTestDriveInput, as the API receives it. */
export const scheduleTestDriveSchema = z
  .object({
    carId: z.string({ error: 'required' }).check(z.trim(), required()),
    slotStartsAt: z.string({ error: 'required' }).check(z.trim(), required()),
    ...testDriveContactSchema.shape,
    ...placeFields,
  })
  .check(homeNeedsAddress());

/** CONTRACT's TestDriveSlotsInput: the car and the days of its calendar ('range.from', 'range.days', 'carId'). */
export const testDriveSlotsSchema = z.object({
  carId: z.string({ error: 'required' }).check(z.trim(), required()),
  range: dateRangeSchema,
  place: z.enum(INSPECTION_PLACES, { error: 'required' }),
});

export type TestDriveContact = z.output<typeof testDriveContactSchema>;
export type ScheduleTestDriveInput = z.output<typeof scheduleTestDriveSchema>;
