import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FilterQuery } from '../../../../common/filters/search-params';
import { Skeleton } from '../../../ui/Skeleton';
import * as styles from './results.css';
import { SortMenu } from './SortMenu';

type ResultsToolbarProps = {
  query: FilterQuery;
  count: number | undefined;
  narrowed: boolean;
  onReplace: (next: FilterQuery) => void;
  filterDrawer: ReactNode;
};

export function ResultsToolbar({ query, count, narrowed, onReplace, filterDrawer }: ResultsToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarStart}>
        <h2 id="listing-results-title" className={styles.count} aria-live="polite">
          {count === undefined ? (
            <Skeleton width="9rem" height="1.5rem" />
          ) : (
            <ResultCount count={count} />
          )}
        </h2>
        {narrowed ? (
          <Link to="/buy" className={styles.textLink}>
            <Trans>Volver a todos los carros</Trans>
          </Link>
        ) : null}
      </div>
      <div className={styles.toolbarEnd}>
        {filterDrawer}
        <SortMenu value={query.sortBy} onChange={(sortBy) => onReplace({ ...query, sortBy })} />
      </div>
    </div>
  );
}

// Two whole messages rather than an ICU plural: each language keeps its own sentence, and the count reads with separators.
function ResultCount({ count }: { count: number }) {
  const total = count.toLocaleString('en-US');
  return count === 1 ? <Trans>1 carro encontrado</Trans> : <Trans>{total} carros encontrados</Trans>;
}
