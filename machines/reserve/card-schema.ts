import * as z from 'zod/mini';
import { DIGITS, personName } from '../../common/validation/account';
import type { FormSchema } from '../form/form-schema';

/**
 * The card form of a reservation (SPEC §2 Reserve flow). These values never leave the browser: the
 * payment processor turns them into a token, and only the token reaches our API (CONTRACT.md). So the
 * checks live here, not in common/validation. Codes: required, only_letters, too_long, only_numbers,
 * invalid_card, invalid_expiry, expired, wrong_length.
 */
export type CardValues = { cardholder: string; number: string; expiry: string; cvc: string; asOf: string };
export type CardDetails = { cardholder: string; number: string; expiryMonth: number; expiryYear: number; cvc: string };

/** Digits only: the spaces people type between groups are dropped. */
export const cardDigits = (number: string) => number.replace(/[\s-]+/g, '');

/** The Luhn check every card number passes: catches a mistyped digit before the processor is asked. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const number = z.string().check(
  z.refine((value) => cardDigits(value) !== '', { message: 'required', abort: true }),
  z.refine((value) => DIGITS.test(cardDigits(value)), { message: 'only_numbers', abort: true }),
  z.refine((value) => cardDigits(value).length >= 13 && cardDigits(value).length <= 19 && passesLuhn(cardDigits(value)), 'invalid_card'),
);

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** MM/YY; a card is good until the end of its month. */
const expiryOf = (value: string) => {
  const match = EXPIRY.exec(value.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
};

const cardSchema = (asOf: Date) =>
  z.object({
    cardholder: personName(),
    number,
    expiry: z.string().check(
      z.refine((value) => value.trim() !== '', { message: 'required', abort: true }),
      z.refine((value) => expiryOf(value) !== null, { message: 'invalid_expiry', abort: true }),
      z.refine((value) => {
        const expiry = expiryOf(value)!;
        return expiry.year * 12 + expiry.month >= asOf.getUTCFullYear() * 12 + asOf.getUTCMonth() + 1;
      }, 'expired'),
    ),
    cvc: z.string().check(
      z.refine((value) => value.trim() !== '', { message: 'required', abort: true }),
      z.refine((value) => DIGITS.test(value.trim()), { message: 'only_numbers', abort: true }),
      z.refine((value) => value.trim().length === 3 || value.trim().length === 4, 'wrong_length'),
    ),
  });

export const cardStepSchema: FormSchema<CardValues, CardDetails> = {
  safeParse: ({ asOf, ...values }) => {
    const parsed = cardSchema(new Date(String(asOf))).safeParse(values);
    if (!parsed.success) return parsed;
    const expiry = expiryOf(parsed.data.expiry)!;
    return {
      success: true,
      data: { cardholder: parsed.data.cardholder, number: cardDigits(parsed.data.number), expiryMonth: expiry.month, expiryYear: expiry.year, cvc: parsed.data.cvc.trim() },
    };
  },
};
