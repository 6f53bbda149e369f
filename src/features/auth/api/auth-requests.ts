import { i18n } from '@lingui/core';
import { CallFailure, refusing as refusingCall } from '../../../lib/errors/call-failure';
import { gqlRequest } from '../../../graphql/client';
import { GoogleSignInError, signInWithGoogle } from '../../../lib/firebase-sign-in';
import * as documents from './auth-documents';
import { sessionOf } from './session-requests';

/** Google's problems are failures like the server's: the code the machine decides on, the original behind it. */
const googleFailure = (error: unknown) => (error instanceof GoogleSignInError ? new CallFailure(error.problem, error.cause ?? error) : undefined);
const refusing = <T,>(call: () => Promise<T>) => refusingCall(call, googleFailure);

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
    if (!token) throw new CallFailure('storage-unavailable', null);
    return sessionOf((await gqlRequest(documents.socialSignInDocument, { input: { token } })).socialSignIn, true);
  });

export const validateToken = (token: string) => refusing(async () => (await gqlRequest(documents.validateTokenDocument, { input: { token } })).validateToken);

export const completePasswordReset = (input: { token: string; password: string }) =>
  refusing(async () => void (await gqlRequest(documents.completePasswordResetDocument, { input })));

export const signOut = (refreshToken: string) => gqlRequest(documents.signOutDocument, { input: { refreshToken } });
