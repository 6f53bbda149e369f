import { limitMutation } from '../../abuse/limit-mutation.ts';
import { reserveCarSchema, startPurchaseSchema } from '../../../common/validation/purchase.ts';
import { archivePurchase, cancelPurchase, restorePurchase } from '../../buying/purchases/change-purchase.ts';
import { reserveCar } from '../../buying/purchases/reserve-car.ts';
import { startPurchase } from '../../buying/purchases/start-purchase.ts';
import { carLoaders } from '../../catalogue/car-loaders.ts';
import { catalogueFor } from '../../catalogue/registry.ts';
import { purchaseView, purchaseViewsOf, type PurchaseView } from '../../db/queries/purchase-views.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import type { Resolvers, ResolversTypes } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { toPurchase } from '../purchase-payload.ts';

/** Purchases with their cars: one query for all the cars, resolved as the catalogue resolves them. */
async function withCars(context: GraphQLContext, views: PurchaseView[]): Promise<ResolversTypes['Purchase'][]> {
  if (views.length === 0) return [];
  const loadCar = carLoaders(context).car;
  const [rows, index] = await Promise.all([Promise.all(views.map((view) => loadCar(view.purchase.carId))), catalogueFor(context.db).index()]);
  return views.map((view, position) => {
    const row = rows[position];
    if (!row) throw new Error(`The car ${view.purchase.carId} of purchase ${view.purchase.id} was not found`);
    return toPurchase(view, { ...row, lookups: index.lookups });
  });
}

async function purchaseOf(context: GraphQLContext, id: string): Promise<ResolversTypes['Purchase']> {
  const view = await purchaseView(context.db, id);
  if (!view) throw new Error(`The purchase ${id} was not found after it was written`);
  const [purchase] = await withCars(context, [view]);
  return purchase!;
}

export const purchasesResolvers: Resolvers = {
  Query: {
    async selfPurchases(_parent, _args, context) {
      return withCars(context, await purchaseViewsOf(context.db, requireViewer(context).userId));
    },
  },
  Mutation: {
    async reserveCar(_parent, { input }, context) {
      const { userId } = requireViewer(context);
      // Counted before anything else: card testing sends attempts of every shape.
      await limitMutation(context, 'reserveCar');
      const { carId, paymentToken } = parseInput(reserveCarSchema, input, 'The reservation is invalid.');
      const id = await reserveCar(context.db, context.payments, { userId, countryId: context.country.id, carId, paymentToken, now: context.auth.now() });
      return purchaseOf(context, id);
    },
    async startPurchase(_parent, { input }, context) {
      const { userId } = requireViewer(context);
      await limitMutation(context, 'startPurchase');
      const { carId, method } = parseInput(startPurchaseSchema, input, 'The purchase is invalid.');
      const id = await startPurchase(context.db, { userId, countryId: context.country.id, carId, method, now: context.auth.now() });
      return purchaseOf(context, id);
    },
    async cancelPurchase(_parent, { input }, context) {
      const { userId } = requireViewer(context);
      await limitMutation(context, 'cancelPurchase');
      await cancelPurchase(context.db, context.payments, userId, input.id);
      return purchaseOf(context, input.id);
    },
    async archivePurchase(_parent, { input }, context) {
      const { userId } = requireViewer(context);
      await limitMutation(context, 'archivePurchase');
      await archivePurchase(context.db, context.payments, userId, input.id, context.auth.now());
      return purchaseOf(context, input.id);
    },
    async restorePurchase(_parent, { input }, context) {
      const { userId } = requireViewer(context);
      await limitMutation(context, 'restorePurchase');
      await restorePurchase(context.db, userId, input.id);
      return purchaseOf(context, input.id);
    },
  },
};
