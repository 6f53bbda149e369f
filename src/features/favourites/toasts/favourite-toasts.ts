/**
 * Failed favourite changes, waiting to be shown. Hearts and cards live in many places (cards,
 * header modal, account page) and may unmount as the list refetches, so they post here and one
 * toaster in the page shows them.
 */
export type FavouriteToast = { id: number; error: unknown };

let toasts: readonly FavouriteToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function showFavouriteError(error: unknown): void {
  toasts = [...toasts, { id: nextId++, error }];
  notify();
}

export function dismissFavouriteToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  notify();
}

export const favouriteToasts = (): readonly FavouriteToast[] => toasts;

export function subscribeFavouriteToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
