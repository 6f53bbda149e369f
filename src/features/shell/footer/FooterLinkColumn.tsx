import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../ui/Badge';
import * as styles from './Footer.css';
import type { FooterColumn } from './footer-links';

export function FooterLinkColumn({ column }: { column: FooterColumn }) {
  const { t } = useLingui();
  return (
    <div>
      <h2 className={styles.columnTitle}>{t(column.title)}</h2>
      <ul className={styles.list}>
        {column.links.map((link) => (
          <li key={link.label.id}>
            {link.to ? (
              <Link to={link.to} className={styles.link}>
                {t(link.label)}
              </Link>
            ) : (
              <span className={styles.unavailable}>
                {t(link.label)}
                <Badge tone="neutral">
                  <Trans>Próximamente</Trans>
                </Badge>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
