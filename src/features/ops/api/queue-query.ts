import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import type { QueueCardFieldsFragment } from '../../../graphql/generated/graphql';
import type { SellOffer } from '../../../../machines/sell-offer/sell-offer.machine';
import { QUEUE_TABS, STATUS_OF_TAB, type QueueTab } from '../sell-requests/queue-tabs';
import type { SellInspection } from '../../../../machines/sell-inspection/sell-inspection.machine';
import { listSellRequestCarDocument, makeSellOfferDocument, recordSellInspectionDocument, staffSellRequestsDocument } from './ops-documents';

export type QueuedRequest = QueueCardFieldsFragment;

const variablesOf = (tab: QueueTab): { status?: string } => (STATUS_OF_TAB[tab] ? { status: STATUS_OF_TAB[tab] } : {});

/**
 * The appraisers' queue of one tab, the oldest promise first (the server's order). Sellers' personal
 * data: kept in memory only, and asked again on every visit.
 */
export const queueQueryOptions = (tab: QueueTab) =>
  queryOptions({
    queryKey: ['staffSellRequests', variablesOf(tab)] as const,
    queryFn: async (): Promise<readonly QueuedRequest[]> => (await gqlRequest(staffSellRequestsDocument, variablesOf(tab))).staffSellRequests,
    staleTime: 0,
    gcTime: 60_000,
  });

export const makeOffer = async (offer: SellOffer): Promise<void> => void (await gqlRequest(makeSellOfferDocument, { input: offer }));

/** The appraiser's report of the request's car; the card refetches the queue to show its summary. */
export const recordInspection = async (input: SellInspection): Promise<void> => void (await gqlRequest(recordSellInspectionDocument, { input }));

/** The accepted request's car, entered for review; its id opens the editor. */
export const listSellRequestCar = async (input: { sellRequestId: string }): Promise<{ carId: string }> => ({ carId: (await gqlRequest(listSellRequestCarDocument, { input })).listSellRequestCar.id });

/** An offer moves a request from one tab to another: every tab's list is fetched again, each by its own key. */
export const refetchQueue = (queryClient: QueryClient) => Promise.all(QUEUE_TABS.map((tab) => queryClient.invalidateQueries({ queryKey: queueQueryOptions(tab).queryKey, exact: true })));
