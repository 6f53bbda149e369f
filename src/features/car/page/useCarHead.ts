import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { formatPrice } from '../../../../common/money';
import { isSold } from '../../../lib/cars/card-prices';
import { BASE_CURRENCY } from '../../../lib/currency/display-currency';
import type { CarDetail } from '../api/car-query';
import { CLAIMS } from '../../../../common/claims';

// The figure comes from the one place every text quotes it from.
const { inspectionPoints } = CLAIMS;

function setMetaDescription(content: string): () => void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) return () => undefined;
  const previous = meta.content;
  meta.content = content;
  return () => {
    meta.content = previous;
  };
}

/** Names the tab after the car and describes it for search results and link previews. */
export function useCarHead(car: CarDetail): void {
  const { t } = useLingui();
  const title = car.title;
  const price = formatPrice(car.listingPrice, BASE_CURRENCY);
  const miles = new Intl.NumberFormat('en-US').format(car.mileage);
  const city = car.curboSpot.city.name;
  const documentTitle = t`${title} usado en venta | Ola Cars`;
  const description =
    isSold(car)
      ? t`${title} con ${miles} millas, vendido. Mira carros similares inspeccionados en más de ${inspectionPoints} puntos, con garantía, en Ola Cars.`
      : t`${title} con ${miles} millas en ${city} por ${price}. Inspeccionado en más de ${inspectionPoints} puntos, con papeles verificados y garantía.`;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useEffect(() => setMetaDescription(description), [description]);
}
