import type { MessageDescriptor } from '@lingui/core';
import { fieldProblem } from '../../../lib/errors/field-problems';

/** The message under a sell wizard field for a validation code; an unknown code is shown as sent. */
export function sellFieldProblem(_field: string, code: string | undefined): MessageDescriptor | string | undefined {
  if (!code) return undefined;
  return fieldProblem(code) ?? code;
}
