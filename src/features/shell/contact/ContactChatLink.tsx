import { useLingui } from '@lingui/react/macro';
import { WhatsappIcon } from '../../../ui/icons/WhatsappIcon';
import { usePageChatLink } from './usePageChatLink';

type ContactChatLinkProps = { className?: string };

export function ContactChatLink({ className }: ContactChatLinkProps) {
  const { t } = useLingui();
  const chat = usePageChatLink();
  if (!chat) return null;
  const { displayNumber } = chat;
  return (
    <a
      className={className}
      href={chat.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`Escríbenos por WhatsApp al ${displayNumber} (se abre en una pestaña nueva)`}
    >
      <WhatsappIcon size="sm" />
      <span>{chat.displayNumber}</span>
    </a>
  );
}
