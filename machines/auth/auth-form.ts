import { recoverSchema, registerFormSchema, signInSchema } from '../../common/validation/account';

export type AuthPanel = 'signIn' | 'register' | 'recover';
export type AuthTextField = 'name' | 'lastName' | 'email' | 'password' | 'confirmPassword';
export type AuthField = AuthTextField | 'acceptTerms';

export type AuthFields = Record<AuthTextField, string> & { acceptTerms: boolean };
/** Codes of common/validation/account.ts (required, invalid_email, …), worded by the feature. */
export type FieldErrors = Partial<Record<AuthField, string>>;

export const EMPTY_FIELDS: AuthFields = { name: '', lastName: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

/** The fields each panel shows, so a panel never reports an error for a field it hides. */
export const PANEL_FIELDS: Record<AuthPanel, readonly AuthField[]> = {
  signIn: ['email', 'password'],
  register: ['name', 'lastName', 'email', 'password', 'confirmPassword', 'acceptTerms'],
  recover: ['email'],
};

const schemas = { signIn: signInSchema, register: registerFormSchema, recover: recoverSchema };

/** Every problem of a panel's fields, one code per field (the first the schema reports). */
export function panelErrors(panel: AuthPanel, fields: AuthFields): FieldErrors {
  const errors: FieldErrors = {};
  const result = schemas[panel].safeParse(fields);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as AuthField;
    if (PANEL_FIELDS[panel].includes(field)) errors[field] ??= issue.message;
  }
  // The schema compares the passwords only once everything else is valid; a visitor leaving the
  // second box deserves to hear about the mismatch at once.
  if (panel === 'register' && !errors.confirmPassword && fields.confirmPassword && fields.confirmPassword !== fields.password) {
    errors.confirmPassword = 'passwords_differ';
  }
  return errors;
}

/** The address an e-mail goes to, as the server stores it. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/** The code a feature's actor attached to a failure (server error code or provider error kind). */
export function failureCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
