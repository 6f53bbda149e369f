import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldProblem } from '../../../lib/errors/field-problems';

// SPEC §9: questions take 5 to 150 characters; the box says so in those words.
const QUESTION: Record<string, MessageDescriptor> = {
  too_short: msg`Escribe al menos 5 caracteres.`,
  too_long: msg`Usa como máximo 150 caracteres.`,
};

/** The message under the question form's field for a validation code of common/validation/faq-question.ts. */
export function questionProblem(field: string, code: string | undefined): MessageDescriptor | string | undefined {
  if (!code) return undefined;
  return (field === 'question' ? QUESTION[code] : undefined) ?? fieldProblem(code) ?? code;
}
