import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { FilterQuery } from '../../../../common/filters/search-params';
import { Button, buttonClassName } from '../../../ui/Button';
import { CarIcon } from '../../../ui/icons/interfaceIcons';
import type { ListingFacets } from '../api/listing-query';
import { useActiveChips } from './useActiveChips';
import * as styles from './results.css';

type NoResultsProps = { query: FilterQuery; facets: ListingFacets | undefined; onReplace: (next: FilterQuery) => void };

/**
 * Nothing matches: the way back is one step or all the way (every car). The step drops the last
 * filter shown among those that narrow the list (the URL does not record which came last, and the
 * sort narrows nothing).
 */
export function NoResults({ query, facets, onReplace }: NoResultsProps) {
  const { chips, without } = useActiveChips(query, facets);
  const last = chips.filter((chip) => chip.categoryType !== 'sortBy').at(-1);
  const lastName = last?.name ?? '';
  return (
    <div className={styles.empty}>
      <CarIcon size="lg" />
      <p className={styles.emptyTitle}>
        <Trans>Ningún resultado coincide con su criterio</Trans>
      </p>
      <p className={styles.emptyHint}>
        <Trans>Prueba quitando algún filtro o buscando con otras palabras.</Trans>
      </p>
      {last ? (
        <Button variant="secondary" onClick={() => onReplace(without(last))}>
          <Trans>Quitar el filtro: {lastName}</Trans>
        </Button>
      ) : null}
      <Link to="/buy" className={buttonClassName({ variant: 'primary' })}>
        <Trans>Ver todos los carros</Trans>
      </Link>
    </div>
  );
}
