import { useLingui } from '@lingui/react/macro';
import { isSold } from '../../lib/cars/card-prices';
import { readableOfferColors } from '../../lib/cars/offer-colours';
import { localText } from '../../lib/i18n/local-text';
import { Badge } from '../../ui/Badge';
import type { CarSummary } from './car-summary';

/** The tags over a car's photo (SPEC §2 cards): sold, certified, offer in its own label and readable colours. */
export function CarTags({ car, className }: { car: CarSummary; className?: string }) {
  const { t, i18n } = useLingui();
  const { hasOffer, label, labelTranslations, backgroundColor, textColor } = car.offerData;
  return (
    <div className={className}>
      {isSold(car) ? <Badge tone="sold">{t`Vendido`}</Badge> : null}
      {car.reserved && !isSold(car) ? <Badge tone="info">{t`Reservado`}</Badge> : null}
      {car.certified ? <Badge tone="certified">{t`Certificado`}</Badge> : null}
      {hasOffer ? (
        <Badge tone="offer" colors={readableOfferColors(backgroundColor ?? null, textColor ?? null)}>
          {label ? localText(labelTranslations, label, i18n.locale) : t`Oferta`}
        </Badge>
      ) : null}
    </div>
  );
}
