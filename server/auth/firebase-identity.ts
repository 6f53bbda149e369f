import { applicationDefault, getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../config.ts';
import type { IdentityVerifier } from './identity.ts';

// Password, phone or anonymous Firebase users are not Google identities; the app offers only Google.
const ACCEPTED_PROVIDER = 'google.com';

export class IdentityRejectedError extends Error {
  override name = 'IdentityRejectedError';
}

/**
 * firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from process.env on every call and then skips
 * signature checks. The config is the only source of truth: a stray variable in the environment
 * must never switch those checks off (SECURITY.md row 9).
 */
function pointAdminSdkAt(emulatorHost: string | undefined): void {
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
}

// A named app per project and identity provider, so this never collides with a default app someone
// else initialises, and an identity checked against Google never shares its app (and the token checks
// firebase-admin keeps with it) with one checked against an emulator, in the same process.
function adminApp({ projectId, authEmulatorHost }: Config['firebase']): App {
  const name = `ola-cars-identity-${projectId}-${authEmulatorHost ?? 'google'}`;
  if (getApps().some((app) => app.name === name)) return getApp(name);
  // The emulator needs no credential; production reads GOOGLE_APPLICATION_CREDENTIALS or the metadata server.
  const credential = authEmulatorHost ? {} : { credential: applicationDefault() };
  return initializeApp({ projectId, ...credential }, name);
}

/** Verifies Firebase ID tokens (signature, aud, iss, expiry) and accepts Google sign-ins only. */
export function createFirebaseIdentity(firebase: Config['firebase']): IdentityVerifier {
  pointAdminSdkAt(firebase.authEmulatorHost);
  const auth = getAuth(adminApp(firebase));
  return {
    async verifyIdToken(idToken) {
      const decoded = await auth.verifyIdToken(idToken, false).catch((error: unknown) => {
        throw new IdentityRejectedError('the ID token is not valid', { cause: error });
      });
      const provider = decoded.firebase.sign_in_provider;
      if (provider !== ACCEPTED_PROVIDER) throw new IdentityRejectedError(`sign-in provider ${provider} is not accepted`);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        picture: decoded.picture ?? null,
      };
    },
  };
}
