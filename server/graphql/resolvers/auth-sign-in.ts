import { limitMutation, settleSuccess } from '../../abuse/limit-mutation.ts';
import { signInSchema } from '../../../common/validation/account.ts';
import { passwordMatches } from '../../auth/passwords.ts';
import { startSession } from '../../auth/sessions.ts';
import { userByEmail } from '../../db/queries/users.ts';
import { domainError } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { toUser } from '../user-payload.ts';

export const signInResolvers: Resolvers = {
  Mutation: {
    async signInUser(_parent, { input }, context) {
      const { db, auth } = context;
      const { email, password } = parseInput(signInSchema, input, 'The sign-in is invalid.');
      const now = auth.now();
      // Counted before the password is checked: a blocked caller gets no argon2 work at all.
      await limitMutation(context, 'signInUser', { email });
      const user = await userByEmail(db, email);
      // One answer for an unknown e-mail, a Google-only account and a wrong password, in the same time.
      if (!(await passwordMatches(user?.passwordHash ?? null, password)) || !user) {
        throw domainError('WRONG_CREDENTIALS', 'Wrong e-mail or password.');
      }
      // Only failures count: the right password clears this pair and gives back the address's hit.
      await settleSuccess(context, 'signInUser', { email });
      if (!user.emailConfirmedAt) throw domainError('EMAIL_NOT_CONFIRMED', 'Confirm your e-mail address before signing in.');
      return { ...(await startSession(db, auth.accessTokens, user.id, now)), user: toUser(user) };
    },
  },
};
