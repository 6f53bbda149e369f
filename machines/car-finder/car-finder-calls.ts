import { fromPromise } from 'xstate';
import { carFinderMachine } from './car-finder.machine';
import type { FinderPreferences, Recommendation } from './finder-values';

/**
 * The API call behind the car finder, as the feature makes it (recommendCars). The categories, body
 * styles and bounds are not here: the page loads them for the steps' controls, data to pick from.
 */
export type CarFinderCalls = { recommend(preferences: FinderPreferences): Promise<Recommendation> };

export const carFinderWith = (calls: CarFinderCalls) =>
  carFinderMachine.provide({ actors: { recommend: fromPromise<Recommendation, FinderPreferences>(({ input }) => calls.recommend(input)) } });
