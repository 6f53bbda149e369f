import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { hasFilters } from '../../../../common/filters/listing-filter';
import type { FilterQuery } from '../../../../common/filters/search-params';
import { LoadProblem } from '../../../components/feedback/LoadProblem';
import type { useListing } from '../listing/useListing';
import type { CardAction } from '../card/CarCard';
import { CarGrid } from './CarGrid';
import { FilterChips } from './FilterChips';
import { GoToTop } from './GoToTop';
import { NoResults } from './NoResults';
import { Pagination } from './Pagination';
import { ResultsToolbar } from './ResultsToolbar';
import * as styles from './results.css';

type ListingResultsProps = {
  query: FilterQuery;
  listing: ReturnType<typeof useListing>;
  onReplace: (next: FilterQuery) => void;
  /** The narrow screens' filter button and drawer; null where the filters sit beside the results. */
  filterDrawer: ReactNode;
  cardAction?: CardAction;
};

export function ListingResults({ query, listing, onReplace, filterDrawer, cardAction }: ListingResultsProps) {
  const { t } = useLingui();
  const { page, isLoading, isRefreshing, isError, retry } = listing;
  const narrowed = hasFilters(query) || Boolean(query.search);
  return (
    <section aria-labelledby="listing-results-title" className={styles.results}>
      <ResultsToolbar query={query} count={page?.count} onReplace={onReplace} filterDrawer={filterDrawer} narrowed={narrowed} />
      <FilterChips query={query} facets={listing.options?.facets} onReplace={onReplace} />
      {isError ? (
        <LoadProblem title={t`No pudimos cargar los carros. Revisa tu conexión e inténtalo de nuevo.`} onRetry={retry} />
      ) : page && page.cars.length === 0 ? (
        <NoResults query={query} facets={listing.options?.facets} onReplace={onReplace} />
      ) : (
        <CarGrid cars={page?.cars} busy={isLoading || isRefreshing} cardAction={cardAction} />
      )}
      {page ? <Pagination query={query} count={page.count} /> : null}
      {page && page.cars.length > 6 ? <GoToTop /> : null}
    </section>
  );
}
