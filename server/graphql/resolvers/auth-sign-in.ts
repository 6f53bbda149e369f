import { signInSchema } from '../../../common/validation/account.ts';
import { passwordMatches } from '../../auth/passwords.ts';
import { forget, hit, takeBack } from '../../auth/rate-limit.ts';
import { rateRules } from '../../auth/rate-rules.ts';
import { startSession } from '../../auth/sessions.ts';
import { userByEmail } from '../../db/queries/users.ts';
import { domainError } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { toUser } from '../user-payload.ts';

export const signInResolvers: Resolvers = {
  Mutation: {
    async signInUser(_parent, { input }, { db, auth, clientIp }) {
      const { email, password } = parseInput(signInSchema, input, 'The sign-in is invalid.');
      const now = auth.now();
      const pair = `${email}|${clientIp}`;
      // Counted before the password is checked: a blocked caller gets no argon2 work at all.
      await hit(db, rateRules.signInPerIp, clientIp, now);
      await hit(db, rateRules.signInPerEmailAndIp, pair, now);
      const user = await userByEmail(db, email);
      // One answer for an unknown e-mail, a Google-only account and a wrong password, in the same time.
      if (!(await passwordMatches(user?.passwordHash ?? null, password)) || !user) {
        throw domainError('WRONG_CREDENTIALS', 'Wrong e-mail or password.');
      }
      // Only failures count: the right password clears this pair and gives back the address's hit.
      await forget(db, rateRules.signInPerEmailAndIp, pair);
      await takeBack(db, rateRules.signInPerIp, clientIp, now);
      if (!user.emailConfirmedAt) throw domainError('EMAIL_NOT_CONFIRMED', 'Confirm your e-mail address before signing in.');
      return { ...(await startSession(db, auth.accessTokens, user.id, now)), user: toUser(user) };
    },
  },
};
