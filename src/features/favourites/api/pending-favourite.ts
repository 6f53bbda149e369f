/**
 * A visitor's heart click waits here through sign-in. The app reloads after signing in (SPEC §4),
 * so the car id must outlive the page: sessionStorage keeps it for this tab only, and sign-out
 * (which clears localStorage) cannot leave it behind for someone else because it is consumed on
 * the first signed-in load.
 */
const KEY = 'favourites.pending';

export function rememberPendingFavourite(carId: string): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, carId);
  } catch {
    // Not remembered: the visitor simply clicks the heart again after signing in.
  }
}

export function pendingFavourite(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function forgetPendingFavourite(): void {
  try {
    globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // Nothing could be stored either.
  }
}
