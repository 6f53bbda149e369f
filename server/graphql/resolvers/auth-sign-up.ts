import { limitMutation } from '../../abuse/limit-mutation.ts';
import { recoverSchema, signUpSchema } from '../../../common/validation/account.ts';
import { sendAccountLink } from '../../auth/account-links.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { insertUser, isUniqueViolation, userByEmail } from '../../db/queries/users.ts';
import { domainError } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { toUser } from '../user-payload.ts';
import { localeOf } from '../../mail/account-mails.ts';

export const signUpResolvers: Resolvers = {
  Mutation: {
    async signUpUser(_parent, { input }, context) {
      const { db, auth } = context;
      const { name, lastName, email, password } = parseInput(signUpSchema, input, 'The sign-up is invalid.');
      const now = auth.now();
      await limitMutation(context, 'signUpUser');
      const passwordHash = await hashPassword(password);
      const locale = localeOf(input.locale);
      try {
        // The account and its confirmation e-mail are one change: neither exists without the other.
        const user = await db.transaction(async (tx) => {
          const created = await insertUser(tx, { name, lastName, email, passwordHash, locale });
          await sendAccountLink(tx, auth, { user: created, purpose: 'EMAIL_CONFIRMATION', locale, now });
          return created;
        });
        // No session until the e-mailed link is followed (SDL: both tokens are empty).
        return { accessToken: '', refreshToken: '', user: toUser(user) };
      } catch (error) {
        // The unique index on lower(email) decides, so concurrent sign-ups end in one account.
        if (isUniqueViolation(error)) throw domainError('EMAIL_ALREADY_REGISTERED', 'This email is already registered');
        throw error;
      }
    },
    async resendConfirmation(_parent, { input }, context) {
      const { db, auth } = context;
      const { email } = parseInput(recoverSchema, input, 'The e-mail is invalid.');
      const now = auth.now();
      await limitMutation(context, 'resendConfirmation', { email });
      const user = await userByEmail(db, email);
      // Earlier links keep working until they expire: the visitor may open any of the e-mails.
      if (user && !user.emailConfirmedAt) {
        const locale = localeOf(input.locale, localeOf(user.locale));
        await sendAccountLink(db, auth, { user, purpose: 'EMAIL_CONFIRMATION', locale, now });
      }
      // The same answer whether the e-mail has an account, is confirmed or is unknown.
      return true;
    },
  },
};
