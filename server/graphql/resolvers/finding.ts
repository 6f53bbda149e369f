import { recommendationSchema } from '../../../common/validation/recommendation.ts';
import { carRecords } from '../../catalogue/car-record.ts';
import { catalogueFor } from '../../catalogue/registry.ts';
import { recommendCars } from '../../finding/recommend.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';

export const findingResolvers: Resolvers = {
  Query: {
    async recommendCars(_parent, { input }, { db }) {
      const preferences = parseInput(recommendationSchema, input, 'The preferences are invalid.');
      const { main, others, matching, mainMatches, lookups } = await recommendCars(catalogueFor(db), preferences);
      const [mainRecord] = main ? carRecords([main], lookups) : [];
      return { main: mainRecord ?? null, others: carRecords(others, lookups), matching, mainMatches };
    },
  },
};
