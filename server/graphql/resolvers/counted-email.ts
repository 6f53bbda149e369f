import { emailSchema } from '../../../common/validation/account.ts';

/**
 * The e-mail an abuse counter keys on, checked alone: malformed attempts are counted too (on the
 * address's counter), but a text that is no address never keys a counter of its own.
 */
export const countedEmail = (email: unknown): string | undefined => {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? parsed.data : undefined;
};
