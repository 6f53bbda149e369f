import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { relatedCarsQueryOptions } from './api/distinguished-query';
import type { CardAction } from './card/CarCard';
import { CarRow } from './CarRow';

export type RelatedCarsProps = {
  /** The car whose neighbours to show: same body style or brand at a similar price. */
  slug: string;
  limit?: number;
  label?: string;
  cardAction?: CardAction;
};

/** The related cars of a car, for the detail page. Renders nothing when there are none. */
export function RelatedCars({ slug, limit = 8, label, cardAction }: RelatedCarsProps) {
  const { t } = useLingui();
  const { data, isError } = useQuery(relatedCarsQueryOptions(slug, limit));
  if (isError || data?.length === 0) return null;
  return <CarRow cars={data} placeholders={4} cardAction={cardAction} label={label ?? t`Carros relacionados`} />;
}
