import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import { inspectionSpotsDocument } from './sell-documents';

/** The spots a seller may bring the car to, with their address, hours and position. */
export const inspectionSpotsQueryOptions = () =>
  queryOptions({
    queryKey: ['getInspectionSpots', {}],
    queryFn: async () => (await gqlRequest(inspectionSpotsDocument)).getInspectionSpots,
    staleTime: 10 * 60_000,
  });

export type InspectionSpot = Awaited<ReturnType<NonNullable<ReturnType<typeof inspectionSpotsQueryOptions>['queryFn']>>>[number];
