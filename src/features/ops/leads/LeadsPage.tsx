import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../hooks/document-title';
import { LeadsFilters, type LeadsFilterValue } from './LeadsFilters';
import { LeadsList } from './LeadsList';
import * as styles from './Leads.css';

type Props = LeadsFilterValue & { onFilterChange: (next: LeadsFilterValue) => void };

/** /ops/leads: every lead of every source in one inbox, newest first, each assigned, answered by e-mail and closed from here. */
export function LeadsPage({ kind, status, onFilterChange }: Props) {
  const { t } = useLingui();
  const title = t`Contactos`;
  useDocumentTitle(title);
  return (
    <section aria-labelledby="ops-leads-title" className={styles.list}>
      <h2 id="ops-leads-title">{title}</h2>
      <LeadsFilters kind={kind} status={status} onChange={onFilterChange} />
      <LeadsList filter={{ kind, status }} />
    </section>
  );
}
