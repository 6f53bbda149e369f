import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatPhoneForDisplay } from '../../../../common/phone';
import { localText } from '../../../lib/i18n/local-text';
import { contactModal } from '../../../lib/modal-request';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { WhatsappIcon } from '../../../ui/icons/WhatsappIcon';
import { CalendarIcon, PhoneIcon } from '../../../ui/icons/interfaceIcons';
import { Skeleton } from '../../../ui/Skeleton';
import { settingQueryOptions } from '../api/settings';
import * as styles from './ContactDialog.css';
import { usePageChatLink } from './usePageChatLink';

/** The contact modal (SPEC §2): chat about this page, write an e-mail or call, within the sales and support hours. */
export function ContactDialog({ open }: { open: boolean }) {
  const { t, i18n } = useLingui();
  const { data: setting } = useQuery(settingQueryOptions());
  const chat = usePageChatLink();
  const subject = t`Consulta desde la web de Ola Cars`;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && contactModal.close()}>
      <DialogContent size="sm" title={t`Contáctanos`} description={t`Escríbenos o llámanos; te respondemos en horario de ventas y soporte.`} closeLabel={t`Cerrar`} onCloseAutoFocus={contactModal.restoreFocus}>
        {setting ? (
          <ul className={styles.options}>
            {chat ? (
              <li>
                <a className={styles.option} href={chat.href} target="_blank" rel="noopener noreferrer">
                  <WhatsappIcon size="sm" />
                  <span>
                    <strong className={styles.optionTitle}>
                      <Trans>Chatea por WhatsApp</Trans>
                    </strong>
                    <Trans>Te respondemos sobre esta página (se abre en una pestaña nueva)</Trans>
                  </span>
                </a>
              </li>
            ) : null}
            <li>
              <a className={styles.option} href={`mailto:${setting.infoEmail}?subject=${encodeURIComponent(subject)}`}>
                <span aria-hidden="true" className={styles.glyph}>@</span>
                <span>
                  <strong className={styles.optionTitle}>
                    <Trans>Escríbenos un correo</Trans>
                  </strong>
                  {setting.infoEmail}
                </span>
              </a>
            </li>
            <li>
              <a className={styles.option} href={`tel:${setting.telephoneNumber.replace(/[()\s-]/g, '')}`}>
                <PhoneIcon size="sm" />
                <span>
                  <strong className={styles.optionTitle}>
                    <Trans>Llámanos</Trans>
                  </strong>
                  {formatPhoneForDisplay(setting.telephoneNumber)}
                </span>
              </a>
            </li>
          </ul>
        ) : (
          <div className={styles.options} aria-busy="true">
            <Skeleton height="56px" radius="md" />
            <Skeleton height="56px" radius="md" />
          </div>
        )}
        {setting ? (
          <p className={styles.schedule}>
            <CalendarIcon size="sm" />
            <span>
              <strong className={styles.optionTitle}>
                <Trans>Horario de ventas y soporte</Trans>
              </strong>
              {localText(setting.salesAndSupportScheduleTranslations, setting.salesAndSupportSchedule, i18n.locale)}
            </span>
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
