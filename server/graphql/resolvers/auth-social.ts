import { limitMutation } from '../../abuse/limit-mutation.ts';
import type { VerifiedIdentity } from '../../auth/identity.ts';
import { userForIdentity } from '../../auth/google-accounts.ts';
import { startSession } from '../../auth/sessions.ts';
import { badUserInput, domainError } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { toUser } from '../user-payload.ts';

// Firebase ID tokens are about 1 KB; anything far larger is not one.
const MAX_ID_TOKEN_LENGTH = 8192;

export const socialResolvers: Resolvers = {
  Mutation: {
    async socialSignIn(_parent, { input }, context) {
      const { db, auth } = context;
      const now = auth.now();
      await limitMutation(context, 'socialSignIn');
      const token = input.token.trim();
      if (token === '') throw badUserInput([{ field: 'token', message: 'required' }]);
      if (token.length > MAX_ID_TOKEN_LENGTH) throw badUserInput([{ field: 'token', message: 'too_long' }]);
      let identity: VerifiedIdentity;
      try {
        identity = await auth.identity.verifyIdToken(token);
      } catch {
        // A Google token is a credential for this one call, not a session of ours: a bad one is
        // INVALID_TOKEN, so the SPA shows an error instead of clearing its storage (MALFORMED_TOKEN).
        throw domainError('INVALID_TOKEN', 'The Google sign-in could not be verified.');
      }
      const user = await userForIdentity(db, identity, now);
      return { ...(await startSession(db, auth.accessTokens, user.id, now)), user: toUser(user) };
    },
  },
};
