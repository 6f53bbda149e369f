import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** SPEC §4's sell request statuses, as the seller reads them; an unknown one is shown as sent. */
export const STATUS_WORDS: Record<string, MessageDescriptor> = {
  REQUESTED: msg`Solicitada`,
  PENDING: msg`Oferta enviada`,
  APPROVED: msg`Aprobada`,
  REJECTED: msg`Rechazada`,
  SOLD: msg`Vendida`,
  CANCELED: msg`Cancelada`,
};

const SANTO_DOMINGO = 'America/Santo_Domingo';

/**
 * An inspection hour or an offer's expiry, in the visitor's language but always in Santo Domingo
 * time (UTC−4), where the inspection happens, whatever the browser's own zone.
 */
export function saleTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-DO', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SANTO_DOMINGO,
  }).format(new Date(iso));
}
