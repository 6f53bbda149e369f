import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import { inspectionSpotsDocument, sellCatalogDocument } from './sell-documents';

/** Brands → models → years → trims: what the car step's selects offer. */
export const sellCatalogQueryOptions = () =>
  queryOptions({
    queryKey: ['getSellCatalog', {}],
    queryFn: async () => (await gqlRequest(sellCatalogDocument)).getSellCatalog.brands,
    staleTime: 10 * 60_000,
  });

export type SellCatalogBrand = Awaited<ReturnType<NonNullable<ReturnType<typeof sellCatalogQueryOptions>['queryFn']>>>[number];

/** The spots a seller may bring the car to, with their address, hours and position. */
export const inspectionSpotsQueryOptions = () =>
  queryOptions({
    queryKey: ['getInspectionSpots', {}],
    queryFn: async () => (await gqlRequest(inspectionSpotsDocument)).getInspectionSpots,
    staleTime: 10 * 60_000,
  });

export type InspectionSpot = Awaited<ReturnType<NonNullable<ReturnType<typeof inspectionSpotsQueryOptions>['queryFn']>>>[number];
