import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import type { GetFinancingCarQuery } from '../../../graphql/generated/graphql';
import { financingCarDocument, financingPlansDocument } from './financing-documents';

export type FinancingCar = GetFinancingCarQuery['getCar'];

// Never kept after the page: whether the car can still be bought is asked fresh on every visit.
export const financingCarQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['getFinancingCar', { slug }], queryFn: async () => (await gqlRequest(financingCarDocument, { slug })).getCar, gcTime: 0 });

// The plans change seldom: kept for the visit's other cars, asked again after a few minutes.
export const financingPlansQueryOptions = () =>
  queryOptions({ queryKey: ['getFinancingPlans'], queryFn: async () => (await gqlRequest(financingPlansDocument)).getFinancingPlans, staleTime: 5 * 60_000 });

/** SPEC §4: only a listed car nobody holds can be financed or bought; the page says so instead of a calculator the API would refuse. */
export const canBeBought = (car: FinancingCar): boolean => car.status.slug === 'AVAILABLE' && !car.reserved;
