import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localTime } from '../../../lib/local-time';

/** What staff did, in words; an action the console does not know yet is shown as the server names it. */
const ACTION_WORDS: Record<string, MessageDescriptor> = {
  grantRole: msg`Dio un rol`,
  revokeRole: msg`Quitó un rol`,
  setCarStatus: msg`Cambió el estado de un carro`,
  setCarPrice: msg`Cambió el precio de un carro`,
  changePrices: msg`Cambió precios en bloque`,
  makeSellOffer: msg`Hizo una oferta a un vendedor`,
  staffSellRequests: msg`Vio las solicitudes de venta`,
  listSellRequestCar: msg`Pasó al inventario el carro de una solicitud`,
  recordSellInspection: msg`Registró la inspección de una solicitud`,
};

/** The kinds of record an entry is about. */
const SUBJECT_WORDS: Record<string, MessageDescriptor> = {
  user: msg`Cuenta`,
  car: msg`Carro`,
  sell_request: msg`Solicitud de venta`,
};

/** The fields the server records, as staff call them. */
const FIELD_WORDS: Record<string, MessageDescriptor> = {
  roles: msg`Roles`,
  status: msg`Estado`,
  basePrice: msg`Precio base`,
  listingPrice: msg`Precio publicado`,
  hasOffer: msg`En oferta`,
  offer: msg`Oferta`,
  offerExpiresAt: msg`Oferta válida hasta`,
  percent: msg`Porcentaje`,
  amount: msg`Monto`,
  shown: msg`Mostradas`,
  value: msg`Valor`,
  carId: msg`Carro`,
  inspection: msg`Inspección`,
  mileage: msg`Kilometraje`,
};

const wordsOr = (words: Record<string, MessageDescriptor>) => (i18n: I18n, key: string) => {
  const descriptor = Object.hasOwn(words, key) ? words[key] : undefined;
  return descriptor ? i18n._(descriptor) : key;
};

export const actionName = wordsOr(ACTION_WORDS);
export const subjectTypeName = wordsOr(SUBJECT_WORDS);
export const fieldName = wordsOr(FIELD_WORDS);

/** The subject types the filter offers. */
export const SUBJECT_TYPES = Object.keys(SUBJECT_WORDS);

/** When, with the date, at Santo Domingo's hour. */
export const entryTime = (iso: string, locale: string) => localTime(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
