import { recoverSchema, registerFormSchema, signInSchema } from '../../common/validation/account';
import type { Session } from '../../common/session';
import { createFormMachine } from '../form/form.machine';
import { schemaFromProblems } from '../form/form-schema';
import { failureCode } from '../form/failure-code';

export type AuthPanel = 'signIn' | 'register' | 'recover';
export type AuthTextField = 'name' | 'lastName' | 'email' | 'password' | 'confirmPassword';
export type AuthField = AuthTextField | 'acceptTerms';

export type AuthFields = Record<AuthTextField, string> & { acceptTerms: boolean };
/** What the modal's one form edits: every panel's fields, and the panel that decides which count. */
export type AuthValues = AuthFields & { panel: AuthPanel };
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

/** What a panel sends: the server's input, tagged with the panel it came from. */
export type AuthSubmission =
  | { panel: 'signIn'; email: string; password: string }
  | { panel: 'register'; name: string; lastName: string; email: string; password: string }
  | { panel: 'recover'; email: string };

function submissionOf(values: AuthValues): AuthSubmission {
  const email = normalisedEmail(values.email);
  if (values.panel === 'signIn') return { panel: 'signIn', email, password: values.password };
  if (values.panel === 'recover') return { panel: 'recover', email };
  return { panel: 'register', name: values.name.trim(), lastName: values.lastName.trim(), email, password: values.password };
}

/**
 * How the server took a submission. A right password on an unconfirmed e-mail is an answer (offer
 * to resend the link), not a failure to count towards the lock.
 */
export type AuthAnswer = { kind: 'signedIn'; session: Session } | { kind: 'unconfirmed' } | { kind: 'registered' } | { kind: 'recoverySent' };

/**
 * The modal's one form (SPEC §2, §4): what was typed is kept across panels and failures, and one
 * submission lock covers every panel (SPEC §8). It answers the auth machine after each success
 * and stays, so the lock outlives a registration or an unconfirmed sign-in.
 */
export const authForm = createFormMachine<AuthValues, AuthSubmission, AuthAnswer>({
  id: 'authForm',
  schema: schemaFromProblems((values: AuthValues) => panelErrors(values.panel, values), submissionOf),
  answersHost: true,
});


/** The API calls behind the panels, as the feature makes them. */
export type AuthCalls = {
  signIn(input: { email: string; password: string }): Promise<Session>;
  signUp(input: { name: string; lastName: string; email: string; password: string }): Promise<void>;
  recover(input: { email: string }): Promise<void>;
};

/** The form's submission: the panel's call, and its outcome as the machine decides on it. */
export function submitAuth(calls: AuthCalls) {
  return async (submission: AuthSubmission): Promise<AuthAnswer> => {
    switch (submission.panel) {
      case 'register':
        await calls.signUp({ name: submission.name, lastName: submission.lastName, email: submission.email, password: submission.password });
        return { kind: 'registered' };
      case 'recover':
        await calls.recover({ email: submission.email });
        return { kind: 'recoverySent' };
      case 'signIn':
        try {
          return { kind: 'signedIn', session: await calls.signIn({ email: submission.email, password: submission.password }) };
        } catch (error) {
          if (failureCode(error) === 'EMAIL_NOT_CONFIRMED') return { kind: 'unconfirmed' };
          throw error;
        }
    }
  };
}
