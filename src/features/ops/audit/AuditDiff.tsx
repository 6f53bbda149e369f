import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { diffRecords, type Side } from './audit-diff';
import { valueText } from './audit-values';
import { fieldName } from './audit-words';
import * as styles from './Audit.css';

/** The record before and after, field by field; a changed field is highlighted and said to have changed. */
export function AuditDiff({ subjectType, before, after }: { subjectType: string; before: string | null; after: string | null }) {
  const { t, i18n } = useLingui();
  const rows = diffRecords(before, after);
  if (rows.length === 0) return null;
  const value = (field: string, side: Side) => {
    if (side === null) return <span className={styles.absent}>{t`(no estaba)`}</span>;
    const text = valueText(i18n, subjectType, field, side.value);
    return text === '' ? <span className={styles.absent}>{t`(vacío)`}</span> : text;
  };
  return (
    <table className={styles.diff}>
      <caption>
        <VisuallyHidden>
          <Trans>Antes y después del cambio</Trans>
        </VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            <Trans>Campo</Trans>
          </th>
          <th scope="col" className={styles.cell}>
            <Trans>Antes</Trans>
          </th>
          <th scope="col" className={styles.cell}>
            <Trans>Después</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className={row.changed ? styles.changed : undefined} data-changed={row.changed ? '' : undefined}>
            <th scope="row" className={styles.cell}>
              {fieldName(i18n, row.field)}
              {row.changed ? <VisuallyHidden>{t`(cambió)`}</VisuallyHidden> : null}
            </th>
            <td className={styles.cell}>{value(row.field, row.before)}</td>
            <td className={styles.cell}>{value(row.field, row.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
