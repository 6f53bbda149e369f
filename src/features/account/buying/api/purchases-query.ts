import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../../graphql/client';
import type { PurchaseCardFieldsFragment } from '../../../../graphql/generated/graphql';
import { archivePurchaseDocument, cancelPurchaseDocument, restorePurchaseDocument, selfPurchasesDocument } from './purchase-documents';

export type Purchase = PurchaseCardFieldsFragment;

/** The signed-in buyer's purchases and reservations, newest first; asked again on every visit. */
export const purchasesQueryOptions = () =>
  queryOptions({
    queryKey: ['selfPurchases', {}] as const,
    queryFn: async (): Promise<readonly Purchase[]> => (await gqlRequest(selfPurchasesDocument)).selfPurchases,
    staleTime: 0,
    gcTime: 60_000,
  });

export const cancelPurchase = async (id: string): Promise<void> => void (await gqlRequest(cancelPurchaseDocument, { input: { id } }));

export const archivePurchase = async (id: string): Promise<void> => void (await gqlRequest(archivePurchaseDocument, { input: { id } }));

export const restorePurchase = async (id: string): Promise<void> => void (await gqlRequest(restorePurchaseDocument, { input: { id } }));

/** SPEC §4: after each change the list is fetched again, which moves the card to its new tab. */
export const refetchPurchases = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: purchasesQueryOptions().queryKey, exact: true });
