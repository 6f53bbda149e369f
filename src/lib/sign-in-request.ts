/**
 * Asks the authentication modal to open from anywhere (the header, a favourite's heart, a page),
 * without the caller importing the auth feature. `afterSignIn` runs once the new session is stored and
 * before the page reloads, e.g. to save the favourite that made the visitor sign in.
 */
export type SignInPanel = 'signIn' | 'register' | 'recover';
export type SignInRequest = { panel: SignInPanel; afterSignIn?: () => unknown };

let current: SignInRequest | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function openSignIn({ panel = 'signIn', afterSignIn }: { panel?: SignInPanel; afterSignIn?: () => unknown } = {}): void {
  current = { panel, afterSignIn };
  notify();
}

export function closeSignIn(): void {
  current = null;
  notify();
}

/** The open request, or null when the modal is closed (useSyncExternalStore snapshot). */
export const signInRequest = (): SignInRequest | null => current;

export function subscribeSignInRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
