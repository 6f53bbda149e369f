import { anonymousCarQuestionSchema, CAR_QUESTION_LIMITS, carQuestionSchema } from '../../common/validation/car-question';

export type CarQuestionProblem = 'tooShort' | 'tooLong';
export type ContactField = 'email' | 'phone';
/** The shared schema's codes for the contact fields (contact_required, invalid_email, only_numbers, …). */
export type ContactProblems = Partial<Record<ContactField, string>>;

/** The shared schema's message codes, as the API also sends them beside the field. */
export function problemFromCode(code: string | undefined): CarQuestionProblem | null {
  if (code === 'too_short') return 'tooShort';
  if (code === 'too_long') return 'tooLong';
  return null;
}

/** Reads the shared schema's verdict as a code; the form words it in the visitor's language. */
export function carQuestionProblem(question: string): CarQuestionProblem | null {
  const result = carQuestionSchema.shape.question.safeParse(question);
  if (result.success) return null;
  return problemFromCode(result.error.issues[0]?.message) ?? 'tooShort';
}

/**
 * The contact fields' problems, one code each: someone not signed in must leave an e-mail or a
 * WhatsApp number (the API checks the same schema), a signed-in user may leave either or none.
 */
export function contactProblems(contact: Record<ContactField, string>, anonymous: boolean): ContactProblems {
  const schema = anonymous ? anonymousCarQuestionSchema : carQuestionSchema;
  // A placeholder question that passes, so only the contact decides.
  const result = schema.safeParse({ carId: 'car', question: 'x'.repeat(CAR_QUESTION_LIMITS.minQuestion), ...contact });
  const problems: ContactProblems = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if (field === 'email' || field === 'phone') problems[field] ??= issue.message;
  }
  return problems;
}
