import { randomUUID } from 'node:crypto';
import { startAuthEmulator, type RunningAuthEmulator } from '../../server/firebase/auth-emulator.ts';

export const emulatorProjectId = 'demo-ola-cars';

/**
 * One Auth emulator for a test file (about 5–20 s to start: call it in beforeAll, never per test).
 * TEST_FIREBASE_AUTH_EMULATOR_HOST reuses one already running, e.g. a developer's, and leaves it running.
 */
export async function useAuthEmulator(): Promise<RunningAuthEmulator> {
  const given = process.env.TEST_FIREBASE_AUTH_EMULATOR_HOST;
  if (given) return { host: given, stop: async () => {} };
  return startAuthEmulator({ projectId: emulatorProjectId });
}

// The emulator takes a Google id_token on trust; an unsigned JWT carrying the claims is enough.
function fakeGoogleIdToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

async function identityToolkit(host: string, operation: string, body: object): Promise<{ idToken: string; localId: string }> {
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${operation}?key=demo-api-key`;
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`accounts:${operation} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { idToken: string; localId: string };
}

export interface GoogleAccount {
  email: string;
  name?: string;
  emailVerified?: boolean;
  /** Google's stable user ID; a fresh one unless given, so the same value signs in the same account. */
  sub?: string;
}

/** A Firebase ID token for a Google sign-in, as the SPA gets it after the popup. */
export async function mintGoogleIdToken(host: string, { email, name, emailVerified = true, sub = randomUUID() }: GoogleAccount): Promise<string> {
  const idToken = fakeGoogleIdToken({ sub, email, email_verified: emailVerified, ...(name ? { name } : {}) });
  const body = {
    postBody: `id_token=${idToken}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnIdpCredential: true,
    returnSecureToken: true,
  };
  return (await identityToolkit(host, 'signInWithIdp', body)).idToken;
}

/** A Firebase ID token from an e-mail and password sign-up: a real token, but not a Google one. */
export async function mintPasswordIdToken(host: string, email: string): Promise<string> {
  return (await identityToolkit(host, 'signUp', { email, password: 'secret-123', returnSecureToken: true })).idToken;
}
