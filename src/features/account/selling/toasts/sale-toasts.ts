/**
 * Refused cancels and deletes, waiting to be shown. A card may unmount as the list refetches, so
 * it posts here and the page's one toaster shows them.
 */
export type SaleToast = { id: number; error: unknown };

let toasts: readonly SaleToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function showSaleError(error: unknown): void {
  toasts = [...toasts, { id: nextId++, error }];
  notify();
}

export function dismissSaleToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  notify();
}

export const saleToasts = (): readonly SaleToast[] => toasts;

export function subscribeSaleToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
