// Types only: erased from the bundle, unlike a value import of firebase/auth.
import type { Auth as FirebaseAuth } from 'firebase/auth';
import { readFirebaseWebConfig, type FirebaseWebConfig } from './runtime-config.ts';

/** What the UI translates (SPEC §8, social sign-in); anything else is the generic error. */
export type GoogleSignInProblem =
  | 'popup-blocked'
  | 'popup-closed'
  | 'popup-pending'
  | 'account-exists'
  | 'storage-unavailable'
  | 'unauthorized-domain'
  | 'network'
  | 'unavailable'
  | 'unknown';

export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
  constructor(readonly problem: GoogleSignInProblem, options?: ErrorOptions) {
    super(`Google sign-in failed: ${problem}`, options);
  }
}

const problemByCode: Record<string, GoogleSignInProblem> = {
  'auth/popup-blocked': 'popup-blocked',
  'auth/popup-closed-by-user': 'popup-closed',
  'auth/user-cancelled': 'popup-closed',
  // One popup at a time: a second click while one is open cancels the earlier request.
  'auth/cancelled-popup-request': 'popup-pending',
  'auth/account-exists-with-different-credential': 'account-exists',
  'auth/web-storage-unsupported': 'storage-unavailable',
  'auth/unauthorized-domain': 'unauthorized-domain',
  'auth/network-request-failed': 'network',
};

/** Maps a Firebase error (or anything thrown) to the small set of problems the UI knows. */
export function googleSignInProblem(error: unknown): GoogleSignInProblem {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return typeof code === 'string' && Object.hasOwn(problemByCode, code) ? (problemByCode[code] ?? 'unknown') : 'unknown';
}

let authPromise: Promise<FirebaseAuth> | undefined;

// firebase/app and firebase/auth are loaded on the first click only, so the first page stays small.
async function loadAuth(config: FirebaseWebConfig): Promise<FirebaseAuth> {
  const [{ initializeApp }, { getAuth, connectAuthEmulator }] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const auth = getAuth(initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }));
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

function firebaseAuth(): Promise<FirebaseAuth> {
  const config = readFirebaseWebConfig();
  if (!config) return Promise.reject(new GoogleSignInError('unavailable'));
  authPromise ??= loadAuth(config).catch((error: unknown) => {
    authPromise = undefined;
    throw error;
  });
  return authPromise;
}

/**
 * Opens Google's popup and returns a freshly refreshed Firebase ID token for socialSignIn (SPEC §4).
 * Undefined when the browser blocks storage: that is logged, and the UI does nothing.
 * Throws GoogleSignInError with the problem to show otherwise.
 */
export async function signInWithGoogle(): Promise<string | undefined> {
  try {
    const auth = await firebaseAuth();
    const { GoogleAuthProvider, signInWithPopup, getIdToken } = await import('firebase/auth');
    const { user } = await signInWithPopup(auth, new GoogleAuthProvider());
    return await getIdToken(user, true);
  } catch (error) {
    if (error instanceof GoogleSignInError) throw error;
    const problem = googleSignInProblem(error);
    if (problem === 'storage-unavailable') {
      console.warn('Google sign-in needs browser storage, which is blocked', error);
      return undefined;
    }
    throw new GoogleSignInError(problem, { cause: error });
  }
}

/** Log out also leaves Firebase (SPEC §4); a no-op when Firebase was never loaded. */
export async function signOutOfFirebase(): Promise<void> {
  if (!authPromise) return;
  const [auth, { signOut }] = await Promise.all([authPromise, import('firebase/auth')]);
  await signOut(auth);
}
