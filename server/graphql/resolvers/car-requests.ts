import { limitMutation } from '../../abuse/limit-mutation.ts';
import { carRequestSchema, carRequestSpecsSchema } from '../../../common/validation/car-request.ts';
import { createCarRequest, wantedCar } from '../../finding/car-request-create.ts';
import { carSuggestions, ownCarRequests, storedCarRequest, suggestionsFor } from '../../finding/car-requests.ts';
import { toCarRequest } from '../car-request-payload.ts';
import { requireViewer } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { localeOf } from '../../mail/account-mails.ts';

export const carRequestsResolvers: Resolvers = {
  Query: {
    async getCarRequestSuggestions(_parent, { input }, { db, auth }) {
      const specs = parseInput(carRequestSpecsSchema(auth.now()), input, 'The car specs are invalid.');
      return carSuggestions(db, await wantedCar(db, specs));
    },
    async selfCarRequests(_parent, _args, context) {
      const { userId } = requireViewer(context);
      return (await ownCarRequests(context.db, userId)).map((view) => toCarRequest(view));
    },
  },
  CarRequest: {
    suggestedCars: (parent, _args, { db }) => parent.suggestedCars ?? suggestionsFor(db, parent.view),
  },
  Mutation: {
    async createCarRequest(_parent, { input }, context) {
      const { db, auth, viewer, country } = context;
      const request = parseInput(carRequestSchema(auth.now()), input, 'The car request is invalid.');
      await limitMutation(context, 'createCarRequest', { email: request.person.email });
      const { id, wanted } = await createCarRequest(db, request, { userId: viewer?.userId ?? null, countryId: country.id, locale: localeOf(input.locale), publicUrl: auth.publicUrl });
      return toCarRequest(await storedCarRequest(db, id), await carSuggestions(db, wanted));
    },
  },
};
