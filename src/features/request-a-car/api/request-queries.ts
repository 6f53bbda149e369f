import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import { requestCatalogDocument } from './request-documents';

/** The brands with their models, for the specs' selects. */
export const requestCatalogQueryOptions = () =>
  queryOptions({
    queryKey: ['getCarRequestCatalog', {}],
    queryFn: async () => (await gqlRequest(requestCatalogDocument)).getSellCatalog.brands,
    staleTime: 10 * 60_000,
  });
