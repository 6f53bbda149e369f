import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** recommendCars' `mainMatches`, each a preference the main car meets, as the results page says it. */
export const MATCH_REASONS: Record<string, MessageDescriptor> = {
  CATEGORY: msg`En tu categoría`,
  BODY_STYLE: msg`Del segmento elegido`,
  PRICE: msg`Dentro de tu presupuesto`,
  YEAR: msg`Del año que buscas`,
  MILEAGE: msg`Con las millas que aceptas`,
};
