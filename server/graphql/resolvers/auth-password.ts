import * as z from 'zod/mini';
import { limitMutation } from '../../abuse/limit-mutation.ts';
import { changePasswordSchema, recoverSchema } from '../../../common/validation/account.ts';
import { sendAccountLink } from '../../auth/account-links.ts';
import { hashPassword, passwordMatches } from '../../auth/passwords.ts';
import { revokeUserFamilies } from '../../db/queries/refresh-tokens.ts';
import { updateUser, userByEmail, userById } from '../../db/queries/users.ts';
import { requireViewer } from '../context.ts';
import { domainError } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { localeOf } from '../../mail/account-mails.ts';

// Only the web app receives reset links for now; other origins will name their own link targets.
const resetRequestSchema = z.object({ ...recoverSchema.shape, origin: z.literal('web', 'invalid_value') });

export const passwordResolvers: Resolvers = {
  Mutation: {
    async resetUserPassword(_parent, { input }, context) {
      const { db, auth } = context;
      const { email } = parseInput(resetRequestSchema, input, 'The recovery request is invalid.');
      const now = auth.now();
      await limitMutation(context, 'resetUserPassword', { email });
      const user = await userByEmail(db, email);
      // SPEC §8 asks to say so ('Este correo no existe'); the rate limits keep this from being a directory.
      if (!user) throw domainError('EMAIL_NOT_FOUND', 'No account uses this e-mail address.');
      const locale = localeOf(input.locale, localeOf(user.locale));
      await sendAccountLink(db, auth, { user, purpose: 'PASSWORD_RESET', locale, now });
      return true;
    },
    async changePassword(_parent, { input }, context) {
      const viewer = requireViewer(context);
      const { db, auth } = context;
      const { currentPassword, newPassword } = parseInput(changePasswordSchema, input, 'The password change is invalid.');
      const now = auth.now();
      await limitMutation(context, 'changePassword');
      const user = await userById(db, viewer.userId);
      if (!user) throw domainError('UNAUTHENTICATED', 'Sign in to do this.');
      if (!(await passwordMatches(user.passwordHash, currentPassword))) {
        throw domainError('WRONG_CREDENTIALS', 'The current password is wrong.');
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash });
        // Every other session ends; the one that changed the password stays signed in.
        await revokeUserFamilies(tx, user.id, now, viewer.sessionId);
      });
      return true;
    },
  },
};
