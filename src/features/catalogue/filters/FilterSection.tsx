import type { ReactNode } from 'react';
import * as styles from './filters.css';

/** A titled group of the panel; option lists use a fieldset instead, so their legend names the group. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}
