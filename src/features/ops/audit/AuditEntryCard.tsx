import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { AuditEntry, AuditFilter } from '../api/audit-query';
import { AuditDiff } from './AuditDiff';
import { actionName, entryTime, subjectTypeName } from './audit-words';
import * as styles from './Audit.css';

type Props = { entry: AuditEntry; onNarrow: (filter: Required<AuditFilter>) => void };

/** One change: what, when, who, about which record (which narrows the log to it), and the difference. */
export function AuditEntryCard({ entry, onNarrow }: Props) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const who = entry.actorEmail ?? t`línea de comandos`;
  const subject = `${subjectTypeName(i18n, entry.subjectType)} ${entry.subjectId}`;
  return (
    <article className={styles.entry} aria-labelledby={titleId}>
      <h3 className={styles.head}>
        <span id={titleId}>{actionName(i18n, entry.action)}</span>
        <time dateTime={entry.at} className={styles.meta}>
          {entryTime(entry.at, i18n.locale)}
        </time>
      </h3>
      <p className={styles.meta}>{t`Por ${who}`}</p>
      <button type="button" className={styles.subject} aria-label={t`Ver solo los cambios de ${subject}`} onClick={() => onNarrow({ subjectType: entry.subjectType, subjectId: entry.subjectId })}>
        {subject}
      </button>
      <AuditDiff subjectType={entry.subjectType} before={entry.before} after={entry.after} />
    </article>
  );
}
