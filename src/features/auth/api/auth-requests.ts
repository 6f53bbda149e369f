import { i18n } from '@lingui/core';
import { ClientError } from 'graphql-request';
import { gqlRequest, gqlRequestWithoutSession } from '../../../graphql/client';
import { GoogleSignInError, signInWithGoogle } from '../../../lib/firebase-sign-in';
import type { Session } from '../../../lib/session';
import * as documents from './auth-documents';

/**
 * A refused auth call: the code the machine decides on (server code or Google problem) and the
 * original error, which the shared error display words.
 */
export class AuthFailure extends Error {
  override name = 'AuthFailure';
  constructor(
    readonly code: string,
    override readonly cause: unknown,
  ) {
    super(`auth failed: ${code}`);
  }
}

/** The error the shared display words: the original behind an AuthFailure (server or Google). */
export const errorBehind = (error: unknown): unknown => (error instanceof AuthFailure ? error.cause : error);

function failureOf(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error;
  if (error instanceof GoogleSignInError) return new AuthFailure(error.problem, error.cause ?? error);
  const code = error instanceof ClientError ? error.response.errors?.[0]?.extensions?.code : undefined;
  return new AuthFailure(typeof code === 'string' ? code : 'UNKNOWN', error);
}

async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw failureOf(error);
  }
}

type Payload = { accessToken: string; refreshToken: string; user: Session['user'] };
const sessionOf = ({ accessToken, refreshToken, user }: Payload, socialLogin: boolean): Session => ({
  accessToken,
  refreshToken,
  socialLogin,
  user: { id: user.id, name: user.name, lastName: user.lastName, email: user.email, profilePicture: user.profilePicture ?? null },
});

// E-mails are written in the language the visitor is reading.
const locale = () => i18n.locale || 'es';

export const signIn = (input: { email: string; password: string }) =>
  refusing(async () => sessionOf((await gqlRequest(documents.signInUserDocument, { input })).signInUser, false));

export const signUp = (input: { name: string; lastName: string; email: string; password: string }) =>
  refusing(async () => void (await gqlRequest(documents.signUpUserDocument, { input: { ...input, locale: locale() } })));

export const recoverPassword = ({ email }: { email: string }) =>
  refusing(async () => void (await gqlRequest(documents.resetUserPasswordDocument, { input: { email, origin: 'web', locale: locale() } })));

export const resendConfirmation = ({ email }: { email: string }) =>
  refusing(async () => void (await gqlRequest(documents.resendConfirmationDocument, { input: { email, locale: locale() } })));

/** Google's popup, then our API with the Firebase ID token; nothing happens when storage is blocked. */
export const googleSignIn = () =>
  refusing(async () => {
    const token = await signInWithGoogle();
    if (!token) throw new AuthFailure('storage-unavailable', null);
    return sessionOf((await gqlRequest(documents.socialSignInDocument, { input: { token } })).socialSignIn, true);
  });

export const validateToken = (token: string) => refusing(async () => (await gqlRequest(documents.validateTokenDocument, { input: { token } })).validateToken);

export const completePasswordReset = (input: { token: string; password: string }) =>
  refusing(async () => void (await gqlRequest(documents.completePasswordResetDocument, { input })));

export const refreshSession = (refreshToken: string) =>
  refusing(async () => sessionOf((await gqlRequestWithoutSession(documents.refreshSessionDocument, { input: { refreshToken } })).refreshSession, false));

export const signOut = (refreshToken: string) => gqlRequest(documents.signOutDocument, { input: { refreshToken } });
