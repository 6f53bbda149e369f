import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { FilterQuery } from '../../../../common/filters/search-params';
import { mq } from '../../../styles/breakpoints';
import { Container } from '../../../ui/Container';
import { FilterDrawer } from '../filters/FilterDrawer';
import { FilterPanel } from '../filters/FilterPanel';
import type { CardAction } from '../card/CarCard';
import { ListingResults } from '../results/ListingResults';
import { SearchBar } from '../search/SearchBar';
import * as styles from './ListingPage.css';
import { useFilterNavigation } from './useFilterNavigation';
import { useListing } from './useListing';
import { useMediaQuery } from './useMediaQuery';

/** `/buy`: the filters beside (or, on narrow screens, in a drawer over) the results of the URL's search. */
/** `cardAction` puts a control on each card, e.g. the favourites heart the route composes in. */
export function ListingPage({ query, cardAction }: { query: FilterQuery; cardAction?: CardAction }) {
  const { t } = useLingui();
  const listing = useListing(query);
  const navigation = useFilterNavigation(query);
  // Drawn wide on the server: the sidebar's style hides it on a narrow screen until the drawer takes over.
  const wide = useMediaQuery(mq.semiLarge, true);
  const title = t`Carros usados en venta`;
  useEffect(() => {
    document.title = `${title} | Ola Cars`;
  }, [title]);
  const panel = <FilterPanel query={query} page={listing.options} onPatch={navigation.patchQuery} />;
  return (
    <Container className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.heading}>{title}</h1>
        <SearchBar key={query.search ?? ''} initialTerm={query.search} onClear={() => navigation.patchQuery({ search: undefined })} className={styles.search} />
      </div>
      <div className={styles.layout}>
        {wide ? (
          <aside className={styles.sidebar} aria-label={t`Filtros`}>
            {panel}
          </aside>
        ) : null}
        <div className={styles.results}>
          <ListingResults
            query={query}
            listing={listing}
            onReplace={navigation.replaceQuery}
            cardAction={cardAction}
            filterDrawer={wide ? null : <FilterDrawer count={listing.page?.count} onClear={() => navigation.replaceQuery({ search: query.search, sortBy: query.sortBy })}>{panel}</FilterDrawer>}
          />
        </div>
      </div>
    </Container>
  );
}
