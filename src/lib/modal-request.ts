/**
 * A modal that the shell mounts once and anything can open (a header button, a footer link, a home
 * page call), without the caller importing the feature that draws it. Read with useSyncExternalStore.
 */
export type ModalRequest = {
  open: () => void;
  close: () => void;
  isOpen: () => boolean;
  /** Gives focus back to what opened the modal, as a Radix trigger would (the opener is no trigger). */
  restoreFocus: (event: Event) => void;
  subscribe: (listener: () => void) => () => void;
};

function createModalRequest(): ModalRequest {
  let opened = false;
  let opener: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    opened = value;
    listeners.forEach((listener) => listener());
  };
  return {
    open: () => {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      set(true);
    },
    close: () => set(false),
    isOpen: () => opened,
    restoreFocus: (event) => {
      // An opener that left the page (the drawer's button) leaves focus where Radix puts it.
      if (!opener?.isConnected) return;
      event.preventDefault();
      opener.focus();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The download-app modal (SPEC §2): store links and a QR code. */
export const appDownloadModal = createModalRequest();

/** The contact modal (SPEC §2): chat, e-mail, phone and the schedule. */
export const contactModal = createModalRequest();
