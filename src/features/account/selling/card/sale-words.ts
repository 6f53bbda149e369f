import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localTime } from '../../../../lib/local-time';

/** SPEC §4's sell request statuses, as the seller reads them; an unknown one is shown as sent. */
export const STATUS_WORDS: Record<string, MessageDescriptor> = {
  REQUESTED: msg`Solicitada`,
  PENDING: msg`Oferta enviada`,
  APPROVED: msg`Aprobada`,
  REJECTED: msg`Rechazada`,
  SOLD: msg`Vendida`,
  CANCELED: msg`Cancelada`,
};

/** What the appraiser marked a point of the car as (decision 53); a point not listed passed. */
export const FINDING_WORDS: Record<string, MessageDescriptor> = {
  repaired: msg`Reparado`,
  attention: msg`Requiere atención`,
};

/** An inspection hour or an offer's expiry, in the visitor's language, at Santo Domingo's hour. */
export function saleTime(iso: string, locale: string): string {
  return localTime(iso, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
