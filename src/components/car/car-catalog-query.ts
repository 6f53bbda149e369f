import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../graphql/client';
import { graphql } from '../../graphql/generated';

/** Brands → models → years → trims: every trim we know, as the sell catalogue names them. */
const carCatalogDocument = graphql(`
  query getSellCatalog {
    getSellCatalog {
      brands {
        slug
        name
        models {
          slug
          name
          years
          trimsByYear {
            year
            trims {
              slug
              name
            }
          }
        }
      }
    }
  }
`);

/**
 * The catalogue the seller's car step and the console's car editor both choose from: one query and
 * one cache entry, the same for everybody and rarely changed, so kept a while.
 */
export const carCatalogQueryOptions = () =>
  queryOptions({
    queryKey: ['getSellCatalog', {}] as const,
    queryFn: async () => (await gqlRequest(carCatalogDocument)).getSellCatalog.brands,
    staleTime: 10 * 60_000,
  });

export type CatalogBrand = Awaited<ReturnType<NonNullable<ReturnType<typeof carCatalogQueryOptions>['queryFn']>>>[number];
