import { endSession, endsSession, readSession, storeSession, subscribeSession, tokenExpiry, type Session } from './session';

/** Refresh this long before the access token expires, so no request goes out with a dead one. */
export const REFRESH_MARGIN_MS = 60_000;

type Refresh = (refreshToken: string) => Promise<Session>;

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** Milliseconds until the session should be refreshed; 0 when already due, null when unknown. */
export function refreshDelay(session: Session, now = Date.now()): number | null {
  const exp = tokenExpiry(session.accessToken);
  return exp === null ? null : Math.max(0, exp * 1000 - REFRESH_MARGIN_MS - now);
}

/**
 * Keeps the stored session alive: rotates both tokens about a minute before the access token
 * expires, and again when the tab regains focus after sleeping past that moment (timers do not
 * run while a laptop sleeps). A refused refresh ends the session; a network failure waits for
 * the next focus. `refresh` calls the API (the auth feature provides it). Returns a stop function.
 */
export function keepSessionFresh(refresh: Refresh): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;

  const run = () => {
    const session = readSession();
    if (!session || running) return;
    // How the visitor signed in does not change with new tokens.
    running = refresh(session.refreshToken)
      .then((next) => storeSession({ ...next, socialLogin: session.socialLogin }))
      .catch((error: unknown) => (endsSession(codeOf(error)) ? endSession() : undefined))
      .finally(() => (running = null));
  };

  const schedule = () => {
    clearTimeout(timer);
    const session = readSession();
    const delay = session ? refreshDelay(session) : null;
    if (delay !== null) timer = setTimeout(run, delay);
  };

  const onFocus = () => {
    const session = readSession();
    if (session && refreshDelay(session) === 0) run();
  };

  const unsubscribe = subscribeSession(schedule);
  globalThis.addEventListener?.('focus', onFocus);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    globalThis.removeEventListener?.('focus', onFocus);
  };
}
