import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../../graphql/client';
import type { CarRequestCardFieldsFragment } from '../../../../graphql/generated/graphql';
import { selfCarRequestsDocument } from './buying-documents';

export type CarRequest = CarRequestCardFieldsFragment;

/**
 * The signed-in buyer's car requests, newest first (those made before signing in with their
 * confirmed e-mail included, decision 28). Personal data: kept in memory only, asked again on every visit.
 */
export const carRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['selfCarRequests', {}] as const,
    queryFn: async (): Promise<readonly CarRequest[]> => (await gqlRequest(selfCarRequestsDocument)).selfCarRequests,
    staleTime: 0,
    gcTime: 60_000,
  });
