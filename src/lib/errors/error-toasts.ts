/** A refused action waiting to be shown. */
export type ErrorToast = { id: number; error: unknown };

/**
 * Refused actions of one feature, waiting to be shown. What failed (a heart, a card) may unmount as
 * its list refetches, so it posts here and one toaster in the page shows them (ErrorToasts).
 */
export function createErrorToasts() {
  let toasts: readonly ErrorToast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    show(error: unknown): void {
      toasts = [...toasts, { id: nextId++, error }];
      notify();
    },
    dismiss(id: number): void {
      toasts = toasts.filter((toast) => toast.id !== id);
      notify();
    },
    current: (): readonly ErrorToast[] => toasts,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ErrorToastStore = ReturnType<typeof createErrorToasts>;
