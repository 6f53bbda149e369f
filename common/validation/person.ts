// zod/mini: the wizards' person steps and the API check a person with this one schema.
import * as z from 'zod/mini';
import { ACCOUNT_LIMITS, DIGITS, emailSchema, optionalDigits, personName, required, trimmed } from './account.ts';

/** Digits only, exactly `length` of them (SPEC §5 phone: 10). */
export const requiredDigits = (length: number) =>
  trimmed().check(
    required(),
    z.regex(DIGITS, 'only_numbers'),
    z.refine((value) => !DIGITS.test(value) || value.length === length, 'wrong_length'),
  );

/**
 * CONTRACT's PersonInput with SPEC §5's rules: names of letters (at most 50), an e-mail, a
 * ten-digit phone, and a cédula of 11 digits where a flow asks for one (optional otherwise).
 * Codes as in account.ts: required, only_letters, too_long, invalid_email, only_numbers, wrong_length.
 */
export const personSchema = z.object({
  name: personName(),
  lastName: personName(),
  email: emailSchema,
  phone: requiredDigits(ACCOUNT_LIMITS.phoneLength),
  documentId: optionalDigits(ACCOUNT_LIMITS.idLength),
});

export type PersonInput = z.output<typeof personSchema>;
