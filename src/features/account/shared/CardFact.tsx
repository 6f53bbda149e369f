import type { ReactNode } from 'react';
import * as styles from './AccountCard.css';

/** One term and its value in an account card's facts (a `dl`). */
export function CardFact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
