import type { MessageDescriptor } from '@lingui/core';
import { fieldProblem } from '../../lib/errors/field-problems';

/** The message under a wizard's field for a validation code; an unknown code is shown as sent. */
export function wordFieldProblem(_field: string, code: string | undefined): MessageDescriptor | string | undefined {
  if (!code) return undefined;
  return fieldProblem(code) ?? code;
}
