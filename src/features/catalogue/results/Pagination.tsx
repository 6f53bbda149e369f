import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PAGE_SIZE } from '../../../../common/filters/listing-filter';
import { MAX_PAGE, type FilterQuery } from '../../../../common/filters/search-params';
import { ChevronIcon } from '../../../ui/icons/interfaceIcons';
import { pageNumbers } from './page-numbers';
import * as styles from './Pagination.css';

/** Numbered pages as real links: the page lives in the URL, so back returns to it. */
export function Pagination({ query, count }: { query: FilterQuery; count: number }) {
  const { t } = useLingui();
  const total = Math.min(Math.ceil(count / PAGE_SIZE), MAX_PAGE);
  const current = Math.min(query.page ?? 1, Math.max(total, 1));
  if (total <= 1) return null;
  const searchFor = (page: number) => ({ ...query, page: page === 1 ? undefined : page });
  return (
    <nav aria-label={t`Páginas de resultados`} className={styles.nav}>
      {current > 1 ? (
        <Link to="/buy" search={searchFor(current - 1)} className={styles.step} rel="prev">
          <ChevronIcon direction="left" size="sm" />
          <Trans>Anterior</Trans>
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {pageNumbers(current, total).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to="/buy"
                search={searchFor(page)}
                className={styles.page}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t`Página ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <Link to="/buy" search={searchFor(current + 1)} className={styles.step} rel="next">
          <Trans>Siguiente</Trans>
          <ChevronIcon direction="right" size="sm" />
        </Link>
      ) : null}
    </nav>
  );
}
