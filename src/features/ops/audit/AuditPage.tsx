import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../hooks/document-title';
import type { AuditFilter } from '../api/audit-query';
import { AuditFilterForm } from './AuditFilterForm';
import { AuditList } from './AuditList';
import { subjectTypeName } from './audit-words';
import * as styles from './Audit.css';

type Props = { filter: AuditFilter; onFilter: (filter: AuditFilter) => void };

/** /ops/audit: every change staff made, newest first, narrowed to a kind of record or one record. */
export function AuditPage({ filter, onFilter }: Props) {
  const { t, i18n } = useLingui();
  const title = t`Registro de cambios`;
  useDocumentTitle(title);
  const narrowedTo = [filter.subjectType && subjectTypeName(i18n, filter.subjectType), filter.subjectId].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="ops-audit-title" className={styles.section}>
      <h2 id="ops-audit-title">{title}</h2>
      <AuditFilterForm key={`${filter.subjectType ?? ''} ${filter.subjectId ?? ''}`} filter={filter} onFilter={onFilter} />
      <p className={styles.narrowed} aria-live="polite">
        {narrowedTo ? <Trans>Solo los cambios de {narrowedTo}</Trans> : null}
      </p>
      <AuditList filter={filter} onFilter={onFilter} />
    </section>
  );
}
