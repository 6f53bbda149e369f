import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatPrice } from '../../../common/money';
import { BASE_CURRENCY } from '../../lib/currency/display-currency';

// Words every section of the console shares: one place, so the inventory, the home and the change
// log never name a status two ways.

/** Staff deal in pesos whatever currency the site shows buyers: offers and prices are made in pesos. */
export const pesos = (amount: number) => formatPrice(amount, BASE_CURRENCY);

/** The car statuses as staff read them. */
export const CAR_STATUS_WORDS: Record<string, MessageDescriptor> = {
  AVAILABLE: msg`Disponible`,
  COMING_SOON: msg`Próximamente`,
  NOT_AVAILABLE: msg`No disponible`,
  PENDING: msg`Reservado`,
  SOLD: msg`Vendido`,
  TO_REVIEW: msg`En revisión`,
};

/** A car status in words; an unknown one is shown as sent. */
export const carStatusName = (i18n: I18n, status: string) => {
  const words = Object.hasOwn(CAR_STATUS_WORDS, status) ? CAR_STATUS_WORDS[status] : undefined;
  return words ? i18n._(words) : status;
};
