import { ClientError } from 'graphql-request';
import { fromPromise } from 'xstate';
import type { CarQuestionFailure, CarQuestionSubmission } from '../../../../machines/car-question/car-question.machine';
import { askCarQuestion } from '../api/ask-question';

type FieldError = { field?: string; message?: string };

/** Turns the API's error into the code and field message the machine keeps. */
function failureOf(error: unknown): CarQuestionFailure {
  if (!(error instanceof ClientError)) return { code: 'UNKNOWN' };
  const first = error.response.errors?.[0];
  const fieldErrors = (first?.extensions?.errors ?? []) as FieldError[];
  return { code: String(first?.extensions?.code ?? 'UNKNOWN'), message: fieldErrors[0]?.message ?? first?.message };
}

export const submitQuestionActor = fromPromise<string, CarQuestionSubmission>(async ({ input }) => {
  try {
    return await askCarQuestion(input);
  } catch (error) {
    throw failureOf(error);
  }
});
