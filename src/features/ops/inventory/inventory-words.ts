import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldProblem } from '../../../lib/errors/field-problems';

/** The statuses in the order the filter lists them. */
export const INVENTORY_STATUSES = ['AVAILABLE', 'COMING_SOON', 'TO_REVIEW', 'PENDING', 'NOT_AVAILABLE', 'SOLD'] as const;

const PRICE_PROBLEMS: Record<string, MessageDescriptor> = {
  zero: msg`Escribe un cambio distinto de cero`,
  percent_or_amount: msg`Escribe un porcentaje o un monto`,
};

/** The message under a price box for a validation code of common/validation/staff.ts. */
export const priceProblem = (_field: string, code: string | undefined) => (code ? (PRICE_PROBLEMS[code] ?? fieldProblem(code) ?? code) : undefined);
