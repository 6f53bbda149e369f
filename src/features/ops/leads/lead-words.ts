import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LEAD_KINDS, LEAD_STATUSES } from '../../../../common/leads';
import { fieldProblem } from '../../../lib/errors/field-problems';
import { localTime } from '../../../lib/local-time';

export { LEAD_KINDS, LEAD_STATUSES };

/** Where a lead came from, as staff read it; in the order the filter lists them. */
const KIND_WORDS: Record<string, MessageDescriptor> = {
  CAR_QUESTION: msg`Pregunta sobre un coche`,
  FAQ_QUESTION: msg`Pregunta de ayuda`,
  CAR_REQUEST: msg`Solicitud de coche`,
  PREQUALIFICATION: msg`Precalificación`,
  FINANCING_APPLICATION: msg`Solicitud de financiamiento`,
  NEWSLETTER: msg`Boletín`,
};

const STATUS_WORDS: Record<string, MessageDescriptor> = {
  OPEN: msg`Abierto`,
  CLOSED: msg`Cerrado`,
};

const wordsOf = (words: Record<string, MessageDescriptor>) => (i18n: I18n, value: string) => {
  const descriptor = Object.hasOwn(words, value) ? words[value] : undefined;
  return descriptor ? i18n._(descriptor) : value;
};

/** A lead's kind in words; an unknown one is shown as sent. */
export const leadKindName = wordsOf(KIND_WORDS);

/** OPEN or CLOSED in words. */
export const leadStatusName = wordsOf(STATUS_WORDS);

/** The message under the reply or the assignee box for a validation code of common/validation/leads.ts. */
export const leadProblem = (_field: string, code: string | undefined) => (code ? (fieldProblem(code) ?? code) : undefined);

/** When a lead came or was handled, at Santo Domingo's hour. */
export const leadTime = (iso: string, locale: string) => localTime(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
