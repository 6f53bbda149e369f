import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { appDownloadModal, contactModal } from '../../../lib/modal-request';
import * as styles from './Footer.css';
import type { FooterColumn, FooterLink } from './footer-links';
import { FooterPlaceholder } from './FooterPlaceholder';

export function FooterLinkColumn({ column }: { column: FooterColumn }) {
  const { t } = useLingui();
  return (
    <div>
      <h2 className={styles.columnTitle}>{t(column.title)}</h2>
      <ul className={styles.list}>
        {column.links.map((link) => (
          <li key={link.label.id}>
            <FooterEntry link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterEntry({ link }: { link: FooterLink }) {
  const { t } = useLingui();
  if ('soon' in link) return <FooterPlaceholder label={t(link.label)} instead={link.soon.instead} />;
  if (!('to' in link)) {
    return (
      <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={() => contactModal.open()}>
        {t(link.label)}
      </button>
    );
  }
  // The download modal opens in place; a new tab or a copied link still reaches the /app page.
  const opensModal = (event: MouseEvent) => {
    if (link.opens !== 'appDownload' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    appDownloadModal.open();
  };
  return (
    <Link to={link.to} className={styles.link} onClick={opensModal} aria-haspopup={link.opens ? 'dialog' : undefined}>
      {t(link.label)}
    </Link>
  );
}
