import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as section from './section.css';
import * as styles from './CarDetailPage.css';

/** Frames the catalogue's related row; for a sold car it is the way forward, so it says so. */
export function RelatedSection({ sold, children }: { sold: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby="car-related-title" className={styles.related}>
      <h2 id="car-related-title" className={section.title}>
        {sold ? <Trans>Carros similares disponibles</Trans> : <Trans>También te puede interesar</Trans>}
      </h2>
      {children}
    </section>
  );
}
