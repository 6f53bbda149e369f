import { queryOptions } from '@tanstack/react-query';
import type { FinderBounds } from '../../../../machines/car-finder/finder-values';
import { gqlRequest } from '../../../graphql/client';
import { finderOptionsDocument } from './finder-documents';

// The sliders move within what is for sale now; whole pesos, years and miles, rounded outwards.
const wholeRange = ({ min, max }: { min: number; max: number }) => ({ min: Math.floor(min), max: Math.ceil(max) });

/** The categories and body styles to pick from and the bounds the finder's machine starts with. */
export const finderOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['finderOptions', { filter: { limit: 1, where: { offer: ['available'] } } }],
    queryFn: async () => {
      const { facets, bounds } = (await gqlRequest(finderOptionsDocument, { filter: { limit: 1, where: { offer: ['available'] } } })).getListingCars;
      const finderBounds: FinderBounds = { price: wholeRange(bounds.price), year: wholeRange(bounds.year), mileage: { min: 0, max: Math.ceil(bounds.miles.max) } };
      return { categories: facets.categories, bodyStyles: facets.bodyStyle, bounds: finderBounds };
    },
    staleTime: 10 * 60_000,
  });

export type FinderOptions = Awaited<ReturnType<NonNullable<ReturnType<typeof finderOptionsQueryOptions>['queryFn']>>>;
export type FinderOption = FinderOptions['categories'][number];
