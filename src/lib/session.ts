import type { Session } from '../../common/session';
import { selectedCountry } from './country';
import { clearStored, readStored, writeStored } from './storage';

export type { Session, SessionUser } from '../../common/session';

// SPEC §3: the stored user is prefixed by the country code (DO_user).
const sessionKey = () => `${selectedCountry()}_user`;

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    return typeof value.accessToken === 'string' && value.accessToken && typeof value.user?.id === 'string' ? (value as Session) : null;
  } catch {
    return null;
  }
}

/** The signed-in visitor's session, or null; the same object until it changes (useSyncExternalStore). */
export function readSession(): Session | null {
  const raw = readStored(sessionKey());
  if (raw !== cached.raw) cached = { raw, session: parse(raw) };
  return cached.session;
}

const notify = () => listeners.forEach((listener) => listener());

/** Stores a session from the API, keeping only the fields allowed in the browser. */
export function storeSession(session: Session): void {
  const { id, name, lastName, email, profilePicture } = session.user;
  const stored: Session = {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    socialLogin: session.socialLogin,
    user: { id, name, lastName, email, profilePicture: profilePicture ?? null },
  };
  writeStored(sessionKey(), JSON.stringify(stored));
  notify();
}

/** Forgets the session and everything else kept on this browser (SPEC §4: log out clears local storage). */
export function endSession(): void {
  clearStored();
  notify();
}

/** For useSyncExternalStore; another tab signing in or out is heard through the storage event. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => (event.key === null || event.key === sessionKey()) && listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The `Authorization` header value: a bearer token when signed in, empty when anonymous. */
export function authorizationHeader(): string {
  const token = readSession()?.accessToken;
  return token ? `Bearer ${token}` : '';
}

/**
 * The API codes after which a session cannot go on (SPEC §8, CONTRACT): the access token expired, or a
 * token is malformed, forged or revoked. The one list the request client and the refresher both use.
 */
export const SESSION_ENDING_CODES: ReadonlySet<string> = new Set(['EXPIRED_TOKEN', 'MALFORMED_TOKEN']);

export const endsSession = (code: unknown): boolean => typeof code === 'string' && SESSION_ENDING_CODES.has(code);

/** An expired or forged token cannot be repaired: forget everything and start over at the root. */
export function dropSessionAndRestart(): void {
  endSession();
  globalThis.location?.assign('/');
}

/** Seconds since the epoch at which a JWT expires, read without checking it (the server does). */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}
