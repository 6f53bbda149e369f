import type { ActorRefFrom } from 'xstate';
import { carFinderWith } from '../../../../machines/car-finder/car-finder-calls';
import type { FinderPreferences } from '../../../../machines/car-finder/finder-values';
import type { RecommendCarsQuery } from '../../../graphql/generated/graphql';
import { gqlRequest } from '../../../graphql/client';
import { refusing } from '../../../lib/errors/call-failure';
import { recommendCarsDocument } from './finder-documents';

/** recommendCars' answer: the machine keeps it whole, and the results page reads its cards and counts. */
export type FinderRecommendation = RecommendCarsQuery['recommendCars'];
export type RecommendedCar = NonNullable<FinderRecommendation['main']>;

const recommend = (preferences: FinderPreferences): Promise<FinderRecommendation> =>
  refusing(async () => (await gqlRequest(recommendCarsDocument, { input: preferences })).recommendCars);

/** The car finder with this app's call, provided once, here. */
export const carFinder = carFinderWith({ recommend });

export type CarFinderRef = ActorRefFrom<typeof carFinder>;
