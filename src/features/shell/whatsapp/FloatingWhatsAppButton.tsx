import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { whatsappChatLink } from '../../../../common/phone';
import { pushToDataLayer } from '../../../lib/analytics/data-layer';
import { WhatsappIcon } from '../../../ui/icons/WhatsappIcon';
import { settingQueryOptions } from '../api/settings';
import * as styles from './FloatingWhatsAppButton.css';

// The greeting is the brand's own, the same in every language (SPEC §2).
const GREETING = 'Hola Ola Cars';

/** Appears only once the number is known, so it never links to an empty chat. */
export function FloatingWhatsAppButton() {
  const { t } = useLingui();
  const { data: setting } = useQuery(settingQueryOptions());
  if (!setting?.whatsappTelephoneNumber) return null;
  return (
    <a
      className={styles.button}
      href={whatsappChatLink(setting.whatsappTelephoneNumber, GREETING)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`Chatea con nosotros por WhatsApp (se abre en una pestaña nueva)`}
      onClick={() => pushToDataLayer({ event: 'Whatsapp', category: 'social' })}
    >
      <WhatsappIcon className={styles.icon} />
    </a>
  );
}
