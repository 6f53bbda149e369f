import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatPrice } from '../../../../common/money';
import { BASE_CURRENCY } from '../../../lib/currency/display-currency';
import { fieldProblem } from '../../../lib/errors/field-problems';

/** The statuses in the order the filter lists them. */
export const INVENTORY_STATUSES = ['AVAILABLE', 'COMING_SOON', 'TO_REVIEW', 'PENDING', 'NOT_AVAILABLE', 'SOLD'] as const;

/** The car statuses as staff read them; an unknown one is shown as sent. */
export const CAR_STATUS_WORDS: Record<string, MessageDescriptor> = {
  AVAILABLE: msg`Disponible`,
  COMING_SOON: msg`Próximamente`,
  NOT_AVAILABLE: msg`No disponible`,
  PENDING: msg`Reservado`,
  SOLD: msg`Vendido`,
  TO_REVIEW: msg`En revisión`,
};

/** Staff deal in pesos whatever currency the site shows buyers. */
export const pesos = (amount: number) => formatPrice(amount, BASE_CURRENCY);

const PRICE_PROBLEMS: Record<string, MessageDescriptor> = {
  zero: msg`Escribe un cambio distinto de cero`,
  percent_or_amount: msg`Escribe un porcentaje o un monto`,
};

/** The message under a price box for a validation code of common/validation/staff.ts. */
export const priceProblem = (_field: string, code: string | undefined) => (code ? (PRICE_PROBLEMS[code] ?? fieldProblem(code) ?? code) : undefined);
