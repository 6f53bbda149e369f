import type { ReactNode } from 'react';
import * as styles from './QueueCard.css';

/** One term and its value in a queue card's facts (a `dl`). */
export function QueueFact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
