import { useEffect } from 'react';

/**
 * Escape closes the modal even while toasts show inside it. Each Radix toast is a dismissable
 * layer of its own above the dialog, so Escape would only ever reach the newest toast; once the
 * lock's sticky notice is up, the dialog would never hear it. Listening first, on capture, lets
 * the visitor leave a locked form as they would any other.
 */
export function useEscapeCloses(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown, { capture: true });
    return () => document.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [open, close]);
}
