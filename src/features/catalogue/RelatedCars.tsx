import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { relatedCarsQueryOptions } from './api/distinguished-query';
import { CarRow } from './CarRow';

export type RelatedCarsProps = {
  /** The car whose neighbours to show: same body style or brand at a similar price. */
  slug: string;
  limit?: number;
  label?: string;
};

/** The related cars of a car, for the detail page. Renders nothing when there are none. */
export function RelatedCars({ slug, limit = 8, label }: RelatedCarsProps) {
  const { t } = useLingui();
  const { data, isError } = useQuery(relatedCarsQueryOptions(slug, limit));
  if (isError || data?.length === 0) return null;
  return <CarRow cars={data} placeholders={4} label={label ?? t`Carros relacionados`} />;
}
