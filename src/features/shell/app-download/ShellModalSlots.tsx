import { Suspense, useSyncExternalStore } from 'react';
import { appDownloadModal, contactModal, type ModalRequest } from '../../../lib/modal-request';
import { lazyNamed, useOpenedOnce } from '../../../ui/deferPopup';

const AppDownloadDialog = lazyNamed(() => import('./AppDownloadDialog'), 'AppDownloadDialog');
const ContactDialog = lazyNamed(() => import('../contact/ContactDialog'), 'ContactDialog');

const useModalOpen = (request: ModalRequest) => useSyncExternalStore(request.subscribe, request.isOpen, () => false);

/**
 * The shell's two modals that anything may open (modal-request.ts): each loads its code, and the
 * QR encoder, the first time it is asked for, and stays mounted after so closing can animate.
 */
export function ShellModalSlots() {
  const appOpen = useModalOpen(appDownloadModal);
  const contactOpen = useModalOpen(contactModal);
  const appRequested = useOpenedOnce(appOpen);
  const contactRequested = useOpenedOnce(contactOpen);
  return (
    <Suspense fallback={null}>
      {appRequested ? <AppDownloadDialog open={appOpen} /> : null}
      {contactRequested ? <ContactDialog open={contactOpen} /> : null}
    </Suspense>
  );
}
