import { z } from 'zod';

/**
 * A question about a car (SPEC §5: 5–150 characters; e-mail optional, at most 50), checked with
 * this one schema by the SPA's form and by the API. Messages are codes, not sentences: the SPA
 * words them in the visitor's language ('too_short', 'too_long', 'invalid_email', 'required'),
 * and the API sends them as `extensions.errors[].message` beside the field.
 */
export const CAR_QUESTION_LIMITS = { minQuestion: 5, maxQuestion: 150, maxEmail: 50 } as const;

export const carQuestionSchema = z.object({
  // Whether the car exists is the API's answer (NOT_FOUND), not a form error.
  carId: z.string().trim().min(1, 'required'),
  question: z
    .string()
    .trim()
    .min(CAR_QUESTION_LIMITS.minQuestion, 'too_short')
    .max(CAR_QUESTION_LIMITS.maxQuestion, 'too_long'),
  email: z
    .string()
    .trim()
    .max(CAR_QUESTION_LIMITS.maxEmail, 'too_long')
    // An emptied field means no e-mail, not a wrong one.
    .refine((email) => email === '' || z.email().safeParse(email).success, 'invalid_email')
    .transform((email) => email || undefined)
    .nullish(),
});

export type CarQuestionInput = z.input<typeof carQuestionSchema>;
export type CarQuestion = z.output<typeof carQuestionSchema>;
