// zod/mini: the same checks, tree-shaken, so the SPA's car page and the API share them cheaply.
import * as z from 'zod/mini';
import { optionalDigits, required } from './account.ts';

/**
 * A question about a car (SPEC §5: 5–150 characters; e-mail optional, at most 50), checked with
 * this one schema by the SPA's form and by the API. Messages are codes, not sentences: the SPA
 * words them in the visitor's language ('required', 'too_short', 'too_long', 'invalid_email',
 * 'only_numbers', 'wrong_length', 'contact_required'), and the API sends them as
 * `extensions.errors[].message` beside the field.
 */
export const CAR_QUESTION_LIMITS = { minQuestion: 5, maxQuestion: 150, maxEmail: 50, phoneDigits: 10 } as const;

export const carQuestionSchema = z.object({
  // Whether the car exists is the API's answer (NOT_FOUND), not a form error.
  carId: z.string().check(z.trim(), required()),
  question: z
    .string()
    .check(
      z.trim(),
      required(),
      z.minLength(CAR_QUESTION_LIMITS.minQuestion, 'too_short'),
      z.maxLength(CAR_QUESTION_LIMITS.maxQuestion, 'too_long'),
    ),
  email: z.nullish(
    z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(CAR_QUESTION_LIMITS.maxEmail, 'too_long'),
        // An emptied field means no e-mail, not a wrong one.
        z.refine((email) => email === '' || z.email().safeParse(email).success, 'invalid_email'),
      ),
      z.transform((email: string) => email || undefined),
    ),
  ),
  /** A WhatsApp number, the same ten digits as the profile's telephone. */
  phone: optionalDigits(CAR_QUESTION_LIMITS.phoneDigits),
});

/**
 * Nobody is signed in: the question's only way back to the asker is the e-mail or the WhatsApp
 * number they leave, so one of them is required (reported on the e-mail, the first of the two).
 */
export const anonymousCarQuestionSchema = carQuestionSchema.check(
  z.refine((asked) => Boolean(asked.email || asked.phone), { message: 'contact_required', path: ['email'] }),
);

export type CarQuestionInput = z.input<typeof carQuestionSchema>;
export type CarQuestion = z.output<typeof carQuestionSchema>;
