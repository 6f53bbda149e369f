import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_CATEGORIES } from '../../../../machines/car-finder/finder-values';
import { fieldProblem } from '../../../lib/errors/field-problems';

// The finder's own words for its steps' codes (machines/car-finder/finder-steps.ts); the rest are the shared ones.
const FINDER_PROBLEMS: Record<string, MessageDescriptor> = {
  required: msg`Seleccione una opción`,
  too_many: msg`Puedes elegir hasta ${MAX_CATEGORIES} categorías: quita una para elegir otra`,
  min_above_max: msg`Debe ser un rango válido`,
};

/** The message under a finder step for a validation code; an unknown code is shown as sent. */
export function finderFieldProblem(_field: string, code: string | undefined): MessageDescriptor | string | undefined {
  if (!code) return undefined;
  return FINDER_PROBLEMS[code] ?? fieldProblem(code) ?? code;
}
