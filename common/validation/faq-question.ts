// zod/mini: the help centre's question form and the API check a question with this one schema.
import * as z from 'zod/mini';
import { FAQ_SEARCH_LIMITS } from '../faq-search.ts';
import { required } from './account.ts';

/**
 * A question for the help centre (SPEC §5: 5–150 characters; the e-mail the answer goes to,
 * required, at most 50). Messages are codes the SPA words in the visitor's language and the API
 * sends as `extensions.errors[].message`: 'required', 'too_short', 'too_long', 'invalid_email'.
 */
export const FAQ_QUESTION_LIMITS = { minQuestion: 5, maxQuestion: 150, maxEmail: 50 } as const;

export const faqQuestionSchema = z.object({
  question: z
    .string({ error: 'required' })
    .check(
      z.trim(),
      required(),
      z.minLength(FAQ_QUESTION_LIMITS.minQuestion, 'too_short'),
      z.maxLength(FAQ_QUESTION_LIMITS.maxQuestion, 'too_long'),
    ),
  // Kept as typed (not lower-cased): it is only where the answer is sent, never an account key.
  email: z
    .string({ error: 'required' })
    .check(
      z.trim(),
      required(),
      z.maxLength(FAQ_QUESTION_LIMITS.maxEmail, 'too_long'),
      z.refine((email) => z.email().safeParse(email).success, 'invalid_email'),
    ),
});

export type FaqQuestionInput = z.input<typeof faqQuestionSchema>;
export type FaqQuestion = z.output<typeof faqQuestionSchema>;

/** The help centre's search box: at most 100 characters ('too_long'); blank is no search. */
export const faqSearchSchema = z.object({
  search: z.nullish(z.string().check(z.trim(), z.maxLength(FAQ_SEARCH_LIMITS.maxSearch, 'too_long'))),
});
