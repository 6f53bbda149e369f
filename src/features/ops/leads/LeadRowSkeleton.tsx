import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../ui/Skeleton';
import * as styles from './Leads.css';

/** Stands where a lead of the inbox is loading. */
export function LeadRowSkeleton() {
  const { t } = useLingui();
  return (
    <output className={styles.row} aria-busy="true" aria-label={t`Cargando contacto`}>
      <span className={styles.kind}>
        <Skeleton width="8rem" />
        <Skeleton width="6rem" />
      </span>
      <span className={styles.person}>
        <Skeleton width="70%" height="1.25rem" />
        <Skeleton width="50%" />
      </span>
      <span className={styles.about}>
        <Skeleton width="90%" />
      </span>
      <Skeleton width="5rem" className={styles.handling} />
    </output>
  );
}
