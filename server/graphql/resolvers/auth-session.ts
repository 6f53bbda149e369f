import { limitMutation } from '../../abuse/limit-mutation.ts';
import { endSession, rotateSession } from '../../auth/sessions.ts';
import { userById } from '../../db/queries/users.ts';
import { domainError } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { toUser } from '../user-payload.ts';

export const sessionResolvers: Resolvers = {
  Mutation: {
    async refreshSession(_parent, { input }, context) {
      const { db, auth } = context;
      const now = auth.now();
      await limitMutation(context, 'refreshSession');
      const session = await rotateSession(db, auth, input.refreshToken, now);
      const user = await userById(db, session.userId);
      if (!user) throw domainError('MALFORMED_TOKEN', 'The refresh token is not valid.');
      return { accessToken: session.accessToken, refreshToken: session.refreshToken, user: toUser(user) };
    },
    async signOut(_parent, { input }, context) {
      const { db, auth } = context;
      const now = auth.now();
      await limitMutation(context, 'signOut');
      // Signing out twice, or with a token we never issued, is not an error: the session is over.
      await endSession(db, input.refreshToken, now);
      return true;
    },
  },
};
