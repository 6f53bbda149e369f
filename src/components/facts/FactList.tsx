import type { ReactNode } from 'react';
import { cx } from '../../ui/classNames';
import * as styles from './FactList.css';

/** One line of a summary: what it is, and its value; `id` keeps it apart from the others. */
export type Fact = { id: string; term: ReactNode; value: ReactNode };

/**
 * The facts a flow sums up before or after it sends (a test drive's day and place, a loan's payment
 * and term): a description list, as many columns as fit, each term above its value.
 */
export function FactList({ facts, className }: { facts: ReadonlyArray<Fact>; className?: string }) {
  return (
    <dl className={cx(styles.facts, className)}>
      {facts.map((fact) => (
        <div key={fact.id}>
          <dt className={styles.term}>{fact.term}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
