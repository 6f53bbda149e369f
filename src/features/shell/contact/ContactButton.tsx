import { Trans } from '@lingui/react/macro';
import { contactModal } from '../../../lib/modal-request';

type ContactButtonProps = { className?: string; onOpen?: () => void };

/** 'Contáctanos': opens the contact modal (chat, e-mail, phone), which the shell mounts once. */
export function ContactButton({ className, onOpen }: ContactButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        onOpen?.();
        contactModal.open();
      }}
    >
      <Trans>Contáctanos</Trans>
    </button>
  );
}
