import { Trans, useLingui } from '@lingui/react/macro';
import { formatPhoneForDisplay } from '../../../../common/phone';
import { localText, type Translated } from '../../../lib/i18n/local-text';
import { CalendarIcon, MapPinIcon, PhoneIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './Footer.css';

type FooterContactProps = {
  setting: {
    infoEmail: string;
    telephoneNumber: string;
    address: string;
    salesAndSupportSchedule: string;
    salesAndSupportScheduleTranslations: Translated;
    testDriveSchedule: string;
    testDriveScheduleTranslations: Translated;
  };
};

export function FooterContact({ setting }: FooterContactProps) {
  const { i18n } = useLingui();
  return (
    <ul className={styles.contactList}>
      <li className={styles.contactItem}>
        <PhoneIcon size="sm" />
        <span>
          <a className={styles.link} href={`tel:${setting.telephoneNumber.replace(/[()\s-]/g, '')}`}>
            {formatPhoneForDisplay(setting.telephoneNumber)}
          </a>
          <br />
          <a className={styles.link} href={`mailto:${setting.infoEmail}`}>
            {setting.infoEmail}
          </a>
        </span>
      </li>
      <li className={styles.contactItem}>
        <MapPinIcon size="sm" />
        <span>{setting.address}</span>
      </li>
      <li className={styles.contactItem}>
        <CalendarIcon size="sm" />
        <span>
          <span className={styles.contactLabel}>
            <Trans>Ventas y soporte</Trans>
          </span>
          {localText(setting.salesAndSupportScheduleTranslations, setting.salesAndSupportSchedule, i18n.locale)}
          <span className={styles.contactLabel}>
            <Trans>Pruebas de manejo</Trans>
          </span>
          {localText(setting.testDriveScheduleTranslations, setting.testDriveSchedule, i18n.locale)}
        </span>
      </li>
    </ul>
  );
}
