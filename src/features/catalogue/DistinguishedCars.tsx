import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { distinguishedCarsQueryOptions } from './api/distinguished-query';
import type { CardAction } from './card/CarCard';
import { CarRow } from './CarRow';

export type DistinguishedCarsProps = {
  /** An offer id of the catalogue (e.g. 'certified', 'with-offer'); every available car when left out. */
  offer?: string;
  /** How many cards; 4 fill a row at 1280 px. */
  limit?: number;
  /** Names the row for screen readers, e.g. the heading of the section around it. */
  label?: string;
  cardAction?: CardAction;
};

/** A row of highlighted cars, for the home page. Renders nothing when the catalogue has none. */
export function DistinguishedCars({ offer, limit = 4, label, cardAction }: DistinguishedCarsProps) {
  const { t } = useLingui();
  const { data, isError } = useQuery(distinguishedCarsQueryOptions(offer, limit));
  if (isError || data?.length === 0) return null;
  return <CarRow cars={data} placeholders={limit} cardAction={cardAction} label={label ?? t`Carros destacados`} />;
}
