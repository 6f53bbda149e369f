import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import type { ListingFilter } from '../../../../common/filters/listing-filter';
import { listingPageQueryKey } from '../../../../common/first-screen';


const listingPageDocument = graphql(`
  query listingPage($filter: FilterInput) {
    getListingCars(filter: $filter) {
      count
      cars {
        ...CarCardFields
      }
      facets {
        categories { slug name count parent hex nameTranslations { en es } }
        brand { slug name count parent hex nameTranslations { en es } }
        carModel { slug name count parent hex nameTranslations { en es } }
        bodyStyle { slug name count parent hex nameTranslations { en es } }
        features { slug name count parent hex nameTranslations { en es } }
        color { slug name count parent hex nameTranslations { en es } }
        transmission { slug name count parent hex nameTranslations { en es } }
        fuelType { slug name count parent hex nameTranslations { en es } }
        driveTrain { slug name count parent hex nameTranslations { en es } }
        curboSpot { slug name count parent hex nameTranslations { en es } }
        offer { slug name count parent hex nameTranslations { en es } }
      }
      bounds {
        price { min max }
        year { min max }
        miles { min max }
      }
    }
  }
`);

export const listingPageQueryOptions = (filter: ListingFilter) =>
  queryOptions({
    queryKey: listingPageQueryKey(filter),
    queryFn: async () => (await gqlRequest(listingPageDocument, { filter })).getListingCars,
    // The previous page stays on screen while the next loads, so changing a filter never flashes empty.
    placeholderData: keepPreviousData,
  });

export type ListingPage = Awaited<ReturnType<NonNullable<ReturnType<typeof listingPageQueryOptions>['queryFn']>>>;
export type FacetOption = ListingPage['facets']['brand'][number];
export type ListingFacets = ListingPage['facets'];
