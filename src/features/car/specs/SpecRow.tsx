import type { ReactNode } from 'react';
import * as styles from './CarSpecs.css';

export function SpecRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

export function ColourValue({ name, hex }: { name: string; hex: string }) {
  return (
    <>
      <span className={styles.swatch} style={{ background: hex }} aria-hidden="true" />
      {name}
    </>
  );
}
