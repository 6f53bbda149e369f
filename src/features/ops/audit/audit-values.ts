import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { carStatusName, pesos } from '../ops-words';
import { STATUS_WORDS } from '../sell-requests/queue-words';
import { roleName } from '../staff/role-words';
import { entryTime } from './audit-words';

const PESOS = new Set(['basePrice', 'listingPrice', 'offer', 'amount']);
const YES = msg`Sí`;
const NO = msg`No`;
const NONE = msg`(ninguno)`;

const sellStatusName = (i18n: I18n, status: string) => {
  const words = Object.hasOwn(STATUS_WORDS, status) ? STATUS_WORDS[status] : undefined;
  return words ? i18n._(words) : status;
};

/** One value of a field as staff read it: roles and statuses named, prices in pesos, times at Santo Domingo's hour. */
function scalarText(i18n: I18n, subjectType: string, field: string, value: unknown): string {
  if (value === null) return i18n._(NONE);
  if (typeof value === 'boolean') return i18n._(value ? YES : NO);
  if (typeof value === 'number' && PESOS.has(field)) return pesos(value);
  if (typeof value === 'number' && field === 'percent') return `${value} %`;
  if (typeof value === 'string' && field === 'roles') return roleName(i18n, value);
  if (typeof value === 'string' && field === 'status') return subjectType === 'car' ? carStatusName(i18n, value) : subjectType === 'sell_request' ? sellStatusName(i18n, value) : value;
  if (typeof value === 'string' && field.endsWith('At') && !Number.isNaN(Date.parse(value))) return entryTime(value, i18n.locale);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A field's value as one line of text; lists joined by commas, an empty list as an empty text. */
export function valueText(i18n: I18n, subjectType: string, field: string, value: unknown): string {
  return Array.isArray(value) ? value.map((each) => scalarText(i18n, subjectType, field, each)).join(', ') : scalarText(i18n, subjectType, field, value);
}
