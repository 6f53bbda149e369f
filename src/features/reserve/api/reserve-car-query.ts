import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import type { GetReserveCarQuery } from '../../../graphql/generated/graphql';
import { reserveCarDocument } from './reserve-documents';

export type ReserveCar = GetReserveCarQuery['getCar'];

// Never kept after the page: whether the car can still be reserved is asked fresh on every visit.
export const reserveCarQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['getReserveCar', { slug }], queryFn: async () => (await gqlRequest(reserveCarDocument, { slug })).getCar, gcTime: 0 });

export const canBeReserved = (car: ReserveCar): boolean => car.status.slug === 'AVAILABLE' && !car.reserved;
