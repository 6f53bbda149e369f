import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../../graphql/client';
import type { SaleCardFieldsFragment } from '../../../../graphql/generated/graphql';
import { cancelSellRequestDocument, deleteSellRequestDocument, respondToSellOfferDocument, selfSellRequestsDocument } from './selling-documents';

export type Sale = SaleCardFieldsFragment;

/**
 * The signed-in seller's requests, newest first (anonymous ones made with their e-mail included,
 * decision 25). Personal data: kept in memory only, and asked again on every visit.
 */
export const salesQueryOptions = () =>
  queryOptions({
    queryKey: ['selfSellRequests', {}] as const,
    queryFn: async (): Promise<readonly Sale[]> => (await gqlRequest(selfSellRequestsDocument)).selfSellRequests,
    staleTime: 0,
    gcTime: 60_000,
  });

export const cancelSale = async (id: string): Promise<void> => void (await gqlRequest(cancelSellRequestDocument, { input: { id } }));

export const deleteSale = async (id: string): Promise<void> => void (await gqlRequest(deleteSellRequestDocument, { input: { id } }));

export const answerOffer = async (id: string, accept: boolean): Promise<void> => void (await gqlRequest(respondToSellOfferDocument, { input: { sellRequestId: id, accept } }));

/** SPEC §4: after each change the list is fetched again; a cancelled sale moves tab, a deleted one is gone. */
export const refetchSales = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: salesQueryOptions().queryKey, exact: true });
