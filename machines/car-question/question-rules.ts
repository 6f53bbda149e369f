import { carQuestionSchema } from '../../common/validation/car-question';

export type CarQuestionProblem = 'tooShort' | 'tooLong';

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
