import { Trans } from '@lingui/react/macro';
import { formatPhoneForDisplay } from '../../../../common/phone';
import { CalendarIcon, MapPinIcon, PhoneIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './Footer.css';

type FooterContactProps = {
  setting: {
    infoEmail: string;
    telephoneNumber: string;
    address: string;
    salesAndSupportSchedule: string;
    testDriveSchedule: string;
  };
};

export function FooterContact({ setting }: FooterContactProps) {
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
          {setting.salesAndSupportSchedule}
          <span className={styles.contactLabel}>
            <Trans>Pruebas de manejo</Trans>
          </span>
          {setting.testDriveSchedule}
        </span>
      </li>
    </ul>
  );
}
