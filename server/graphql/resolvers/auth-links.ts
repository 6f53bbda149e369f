import { limitMutation } from '../../abuse/limit-mutation.ts';
import { newPasswordSchema } from '../../../common/validation/account.ts';
import { hashOpaqueToken, OPAQUE_TOKEN } from '../../auth/opaque-tokens.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { consumeLinkToken, consumeUserLinks, liveLinkToken } from '../../db/queries/link-tokens.ts';
import { revokeUserFamilies } from '../../db/queries/refresh-tokens.ts';
import { confirmEmail, updateUser } from '../../db/queries/users.ts';
import { domainError } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';

// The SPA words this 'Link inválido, por favor revise'.
const invalidLink = () => domainError('INVALID_TOKEN', 'The link is invalid, used or expired.');

/** The stored hash of a link token as the client sent it; anything not shaped like ours is refused. */
function linkHash(token: string): string {
  const trimmed = token.trim();
  if (!OPAQUE_TOKEN.test(trimmed)) throw invalidLink();
  return hashOpaqueToken(trimmed);
}

export const linkResolvers: Resolvers = {
  Mutation: {
    async validateToken(_parent, { input }, context) {
      const { db, auth } = context;
      const now = auth.now();
      await limitMutation(context, 'validateToken');
      const tokenHash = linkHash(input.token);
      const link = await liveLinkToken(db, tokenHash, now);
      if (!link) throw invalidLink();
      // A reset link is only checked here; completePasswordReset uses it up with the new password.
      if (link.purpose === 'PASSWORD_RESET') return { valid: true, purpose: link.purpose };
      const confirmed = await db.transaction(async (tx) => {
        const used = await consumeLinkToken(tx, tokenHash, 'EMAIL_CONFIRMATION', now);
        if (used) await confirmEmail(tx, used.userId, now);
        return used !== undefined;
      });
      if (!confirmed) throw invalidLink();
      return { valid: true, purpose: link.purpose };
    },
    async completePasswordReset(_parent, { input }, context) {
      const { db, auth } = context;
      const now = auth.now();
      await limitMutation(context, 'completePasswordReset');
      const { password } = parseInput(newPasswordSchema, { password: input.password }, 'The new password is invalid.');
      const tokenHash = linkHash(input.token);
      // Checked before hashing, so a dead link costs no argon2 work.
      if (!(await liveLinkToken(db, tokenHash, now))) throw invalidLink();
      const passwordHash = await hashPassword(password);
      const reset = await db.transaction(async (tx) => {
        const used = await consumeLinkToken(tx, tokenHash, 'PASSWORD_RESET', now);
        if (!used) return false;
        await updateUser(tx, used.userId, { passwordHash });
        // Following the e-mailed link proves the address, as a confirmation link would.
        await confirmEmail(tx, used.userId, now);
        await consumeUserLinks(tx, used.userId, 'PASSWORD_RESET', now);
        // Whoever knew the old password is signed out everywhere (SECURITY.md row 8).
        await revokeUserFamilies(tx, used.userId, now);
        return true;
      });
      if (!reset) throw invalidLink();
      return true;
    },
  },
};
