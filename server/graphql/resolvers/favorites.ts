import { limitMutation } from '../../abuse/limit-mutation.ts';
import { carIdOf } from '../../catalogue/car-id.ts';
import { carRecords } from '../../catalogue/car-record.ts';
import { catalogueFor } from '../../catalogue/registry.ts';
import type { Db } from '../../db/client.ts';
import { carsInOrder } from '../../db/queries/cars.ts';
import { addFavoriteCar, clearFavoriteCars, favoriteCarIds, removeFavoriteCar } from '../../db/queries/favorites.ts';
import { requireViewer } from '../context.ts';
import { notFound } from '../errors.ts';
import type { Resolvers, ResolversTypes } from '../generated/resolvers.ts';


/**
 * Every mutation answers with the whole list, so a client refreshes its count and cards from the
 * reply. Cars resolve through the catalogue's rows and lookups, like the listing's.
 */
async function preferencesOf(db: Db, userId: string): Promise<ResolversTypes['UserPreferences']> {
  const ids = await favoriteCarIds(db, userId);
  const rows = await carsInOrder(db, ids);
  const data = ids.length === 0 ? [] : carRecords(rows, (await catalogueFor(db).index()).lookups);
  return { id: userId, cars: { count: data.length, data } };
}

export const favoritesResolvers: Resolvers = {
  Query: {
    async selfUserPreferences(_parent, _args, context) {
      return preferencesOf(context.db, requireViewer(context).userId);
    },
  },
  Mutation: {
    async addFavoriteCar(_parent, { input }, context) {
      const { userId } = requireViewer(context);
      await limitMutation(context, 'addFavoriteCar');
      const carId = carIdOf(input.id);
      if (carId === undefined || !(await addFavoriteCar(context.db, userId, carId))) throw notFound('No car is listed with this id.');
      return preferencesOf(context.db, userId);
    },
    async removeFavoriteCar(_parent, { input }, context) {
      const { userId } = requireViewer(context);
      await limitMutation(context, 'removeFavoriteCar');
      const carId = carIdOf(input.id);
      // A car that is not (or no longer) a favourite is already where the client wants it.
      if (carId !== undefined) await removeFavoriteCar(context.db, userId, carId);
      return preferencesOf(context.db, userId);
    },
    async clearAllFavoriteCars(_parent, _args, context) {
      const { userId } = requireViewer(context);
      await limitMutation(context, 'clearAllFavoriteCars');
      await clearFavoriteCars(context.db, userId);
      return preferencesOf(context.db, userId);
    },
  },
};
