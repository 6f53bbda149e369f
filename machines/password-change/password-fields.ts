import { changePasswordFormSchema, type ChangePasswordInput } from '../../common/validation/account';

export type PasswordField = 'currentPassword' | 'newPassword' | 'repeatPassword';
export type PasswordFields = Record<PasswordField, string>;
/** Codes of common/validation/account.ts (required, too_short, passwords_differ…), worded by the feature. */
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const EMPTY_PASSWORDS: PasswordFields = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** Every problem, one code per field (the first the schema reports). */
export function passwordErrors(fields: PasswordFields): PasswordErrors {
  const errors: PasswordErrors = {};
  const result = changePasswordFormSchema.safeParse(fields);
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path[0] as PasswordField] ??= issue.message;
  // The schema compares the two only once everything else is valid; leaving the second box with a
  // different password deserves the message at once.
  if (!errors.repeatPassword && fields.repeatPassword && fields.repeatPassword !== fields.newPassword) errors.repeatPassword = 'passwords_differ';
  return errors;
}

/** What changePassword receives: the repeated password stays in the browser (SPEC §5). */
export const passwordInput = ({ currentPassword, newPassword }: PasswordFields): ChangePasswordInput => ({ currentPassword, newPassword });
