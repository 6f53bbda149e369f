import { limitMutation } from '../../abuse/limit-mutation.ts';
import { profileSchema } from '../../../common/validation/account.ts';
import { updateUser, userById } from '../../db/queries/users.ts';
import { setPriceAlerts } from '../../favourites/price-alert-settings.ts';
import { requireViewer } from '../context.ts';
import { domainError } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { toUser } from '../user-payload.ts';

// A live session whose account is gone (deleted meanwhile) is treated as no session.
const noAccount = () => domainError('UNAUTHENTICATED', 'Sign in to do this.');

export const profileResolvers: Resolvers = {
  Query: {
    async selfUser(_parent, _args, context) {
      const user = await userById(context.db, requireViewer(context).userId);
      if (!user) throw noAccount();
      return toUser(user);
    },
  },
  Mutation: {
    async updateProfile(_parent, { input }, context) {
      const viewer = requireViewer(context);
      const profile = parseInput(profileSchema, input, 'The profile is invalid.');
      await limitMutation(context, 'updateProfile');
      // An optional field left out keeps its value; an empty one (null after parsing) clears it.
      const { name, lastName, telephoneNumber, documentId, drivingLicense, address } = profile;
      const user = await updateUser(context.db, viewer.userId, { name, lastName, telephoneNumber, documentId, drivingLicense, address });
      if (!user) throw noAccount();
      return toUser(user);
    },
    async setPriceAlerts(_parent, { input }, context) {
      const viewer = requireViewer(context);
      await limitMutation(context, 'setPriceAlerts');
      const user = await setPriceAlerts(context.db, viewer.userId, input.enabled);
      if (!user) throw noAccount();
      return toUser(user);
    },
  },
};
