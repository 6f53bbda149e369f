import { Trans, useLingui } from '@lingui/react/macro';
import { formatPhoneForDisplay, whatsappChatLink } from '../../../common/phone';
import { localText, type Translated } from '../../lib/i18n/local-text';
import { WhatsappIcon } from '../../ui/icons/WhatsappIcon';
import { CalendarIcon, InfoIcon, PhoneIcon } from '../../ui/icons/interfaceIcons';
import * as styles from './ContactChannels.css';

/** The settings the channels show (getSetting); the host fetches them. */
export type ContactSetting = {
  whatsappTelephoneNumber: string;
  telephoneNumber: string;
  infoEmail: string;
  salesAndSupportSchedule: string;
  salesAndSupportScheduleTranslations: Translated;
};

type Props = {
  setting: ContactSetting;
  /** The chat's first message: the floating button's greeting (SPEC §2) with what the visitor wants, unless the host says more. */
  chatText?: string;
};

/**
 * How to reach the team: a WhatsApp chat, a call, an e-mail, and when someone answers. Only shows
 * what it is given, so the help centre and the contact dialog show the same channels the same way.
 */
export function ContactChannels({ setting, chatText }: Props) {
  const { t, i18n } = useLingui();
  const phone = formatPhoneForDisplay(setting.telephoneNumber);
  const whatsapp = formatPhoneForDisplay(setting.whatsappTelephoneNumber);
  const email = setting.infoEmail;
  return (
    <ul className={styles.list}>
      {setting.whatsappTelephoneNumber ? (
        <li className={styles.item}>
          <WhatsappIcon size="sm" />
          <a
            className={styles.link}
            href={whatsappChatLink(setting.whatsappTelephoneNumber, chatText ?? t`Hola Ola Cars, tengo una pregunta.`)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Chatea por WhatsApp al ${whatsapp} (se abre en una pestaña nueva)`}
          >
            <Trans>Chatea por WhatsApp</Trans>
          </a>
        </li>
      ) : null}
      <li className={styles.item}>
        <PhoneIcon size="sm" />
        <a className={styles.link} href={`tel:${setting.telephoneNumber.replace(/[()\s-]/g, '')}`} aria-label={t`Llámanos al ${phone}`}>
          {phone}
        </a>
      </li>
      <li className={styles.item}>
        <InfoIcon size="sm" />
        <a className={styles.link} href={`mailto:${setting.infoEmail}`} aria-label={t`Escríbenos a ${email}`}>
          {setting.infoEmail}
        </a>
      </li>
      <li className={styles.item}>
        <CalendarIcon size="sm" />
        <span>
          <span className={styles.label}>
            <Trans>Ventas y soporte</Trans>
          </span>
          {localText(setting.salesAndSupportScheduleTranslations, setting.salesAndSupportSchedule, i18n.locale)}
        </span>
      </li>
    </ul>
  );
}
