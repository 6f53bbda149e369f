import { limitMutation } from '../../abuse/limit-mutation.ts';
import { createSellRequestSchema, updateSellRequestSchema } from '../../../common/validation/sell-request.ts';
import type { Db } from '../../db/client.ts';
import { sellRequestView, sellRequestViewsOf } from '../../db/queries/sell-requests.ts';
import { cancelSellRequest, deleteSellRequest, updateSellRequest } from '../../selling/change-sell-request.ts';
import { createSellRequest } from '../../selling/create-sell-request.ts';
import { respondToSellOffer } from '../../selling/sell-offer.ts';
import { claimAnonymousRequests } from '../../auth/anonymous-requests.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import type { Resolvers, ResolversTypes } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { toSellRequest } from '../sell-request-payload.ts';
import { localeOf } from '../../mail/account-mails.ts';

async function sellRequestOf(db: Db, id: string): Promise<ResolversTypes['SellRequest']> {
  const view = await sellRequestView(db, id);
  if (!view) throw new Error(`The sell request ${id} was not found after it was written`);
  return toSellRequest(view);
}

/** The signed-in owner, with the requests left anonymously under their e-mail claimed first. */
async function owner(context: GraphQLContext): Promise<string> {
  const { userId } = requireViewer(context);
  await claimAnonymousRequests(context.db, userId);
  return userId;
}

export const sellRequestsResolvers: Resolvers = {
  Query: {
    async selfSellRequests(_parent, _args, context) {
      const rows = await sellRequestViewsOf(context.db, await owner(context));
      return rows.map(toSellRequest);
    },
  },
  Mutation: {
    async createSellRequest(_parent, { input }, context) {
      const { db, auth, viewer, country } = context;
      const now = auth.now();
      const request = parseInput(createSellRequestSchema(now), input, 'The sell request is invalid.');
      await limitMutation(context, 'createSellRequest', { email: request.person.email });
      const id = await createSellRequest(db, request, { userId: viewer?.userId ?? null, countryId: country.id, locale: localeOf(input.locale), publicUrl: auth.publicUrl, now });
      return sellRequestOf(db, id);
    },
    async updateSellRequest(_parent, { input }, context) {
      requireViewer(context);
      const request = parseInput(updateSellRequestSchema, input, 'The sell request is invalid.');
      await limitMutation(context, 'updateSellRequest');
      await updateSellRequest(context.db, await owner(context), request, context.auth.now());
      return sellRequestOf(context.db, request.id);
    },
    async cancelSellRequest(_parent, { input }, context) {
      requireViewer(context);
      await limitMutation(context, 'cancelSellRequest');
      await cancelSellRequest(context.db, await owner(context), input.id);
      return sellRequestOf(context.db, input.id);
    },
    async respondToSellOffer(_parent, { input }, context) {
      requireViewer(context);
      await limitMutation(context, 'respondToSellOffer');
      await respondToSellOffer(context.db, await owner(context), { sellRequestId: input.sellRequestId, accept: input.accept }, context.auth.now());
      return sellRequestOf(context.db, input.sellRequestId);
    },
    async deleteSellRequest(_parent, { input }, context) {
      requireViewer(context);
      await limitMutation(context, 'deleteSellRequest');
      await deleteSellRequest(context.db, await owner(context), input.id);
      return true;
    },
  },
};
