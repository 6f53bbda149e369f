import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldProblem } from '../../../lib/errors/field-problems';
import { localTime } from '../../../lib/local-time';

/** The sell request statuses as staff read them; an unknown one is shown as sent. */
export const STATUS_WORDS: Record<string, MessageDescriptor> = {
  REQUESTED: msg`Solicitada`,
  PENDING: msg`Con oferta`,
  APPROVED: msg`Aceptada`,
  REJECTED: msg`Rechazada`,
  SOLD: msg`Vendida`,
  CANCELED: msg`Cancelada`,
};


/** An inspection hour or an expiry, short, at Santo Domingo's hour. */
export const queueTime = (iso: string, locale: string) => localTime(iso, locale, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** The message under the amount box for a validation code of common/validation/staff.ts. */
export const offerProblem = (_field: string, code: string | undefined) => (code ? (fieldProblem(code) ?? code) : undefined);
