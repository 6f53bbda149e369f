import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { BulkPriceChange, PricePreview } from '../../../../machines/bulk-price/bulk-price-form';
import type { CarPrice } from '../../../../machines/car-price/car-price.machine';
import type { CarStatusChange } from '../../../../machines/car-status/car-status.machine';
import { gqlRequest } from '../../../graphql/client';
import type { InventoryCarFieldsFragment, StaffInventoryQuery } from '../../../graphql/generated/graphql';
import { changePricesDocument, previewPriceChangeDocument, setCarPriceDocument, setCarStatusDocument, staffInventoryDocument } from './ops-documents';

export type InventoryCar = InventoryCarFieldsFragment;
export type InventoryFilter = { status?: string; search?: string };
type InventoryPage = StaffInventoryQuery['staffInventory'];

/** Only what narrows the list: an empty search is no search. */
const variablesOf = ({ status, search }: InventoryFilter) => ({ ...(status ? { status } : {}), ...(search?.trim() ? { search: search.trim() } : {}) });

/** The inventory of one filter, newest first, page after page as "load more" asks (no personal data in it). */
export const inventoryQueryOptions = (filter: InventoryFilter) =>
  infiniteQueryOptions({
    queryKey: ['staffInventory', variablesOf(filter)] as const,
    queryFn: async ({ pageParam }): Promise<InventoryPage> => (await gqlRequest(staffInventoryDocument, { ...variablesOf(filter), after: pageParam })).staffInventory,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });

/** A change moves cars between filters: every filter seen is fetched again. */
export const refetchInventory = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['staffInventory'] });

export const setCarStatus = async (change: CarStatusChange): Promise<void> => void (await gqlRequest(setCarStatusDocument, { input: change }));

export const setCarPrice = async (change: CarPrice): Promise<void> => void (await gqlRequest(setCarPriceDocument, { input: change }));

export async function previewPrices(change: BulkPriceChange): Promise<PricePreview[]> {
  const { previewPriceChange } = await gqlRequest(previewPriceChangeDocument, { input: change });
  return previewPriceChange.map((each) => ({ carId: each.car.id, title: each.car.title, oldPrice: each.oldPrice, newPrice: each.newPrice }));
}

export const changePrices = async (change: BulkPriceChange): Promise<void> => void (await gqlRequest(changePricesDocument, { input: change }));
