import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The car statuses as the catalogue names them; an unknown one is shown as sent. */
const CAR_STATUS_WORDS: Record<string, MessageDescriptor> = {
  AVAILABLE: msg`Disponible`,
  COMING_SOON: msg`Próximamente`,
  NOT_AVAILABLE: msg`No disponible`,
  PENDING: msg`Reservado`,
  SOLD: msg`Vendido`,
  TO_REVIEW: msg`En revisión`,
};

export const carStatusName = (i18n: I18n, status: string) => {
  const words = Object.hasOwn(CAR_STATUS_WORDS, status) ? CAR_STATUS_WORDS[status] : undefined;
  return words ? i18n._(words) : status;
};

/** A share as a whole percentage in the reader's language. */
export const percent = (ratio: number, locale: string) => new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-DO', { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
