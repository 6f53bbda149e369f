import { Trans, useLingui } from '@lingui/react/macro';
import { filterChips, withoutChip } from '../../../lib/filters/chips';
import { queryToState, stateToQuery } from '../../../lib/filters/codec';
import type { FilterQuery } from '../../../lib/filters/search-params';
import { Button } from '../../../ui/Button';
import { CloseIcon } from '../../../ui/icons/interfaceIcons';
import type { ListingFacets } from '../api/listing-query';
import { useFilterLookups } from '../listing/useFilterLookups';
import * as styles from './FilterChips.css';
import { useChipText } from './useChipText';

type FilterChipsProps = { query: FilterQuery; facets: ListingFacets | undefined; onReplace: (next: FilterQuery) => void };

/** One chip per active filter (SPEC §4), each removable, and a way to drop them all at once. */
export function FilterChips({ query, facets, onReplace }: FilterChipsProps) {
  const { t } = useLingui();
  const state = queryToState(query, useFilterLookups(facets));
  const chips = filterChips(state, useChipText());
  if (chips.length === 0) return null;
  return (
    <div className={styles.bar}>
      <ul className={styles.list} aria-label={t`Filtros aplicados`}>
        {chips.map((chip) => {
          const chipName = chip.name;
          return (
          <li key={`${chip.categoryType}:${chip.slug}`}>
            <button
              type="button"
              className={styles.chip}
              aria-label={t`Quitar filtro: ${chipName}`}
              onClick={() => onReplace(stateToQuery(withoutChip(state, chip)))}>
              <span>{chip.name}</span>
              <CloseIcon size="sm" />
            </button>
          </li>
          );
        })}
      </ul>
      <Button variant="link" size="sm" onClick={() => onReplace({})}>
        <Trans>Limpiar todo</Trans>
      </Button>
    </div>
  );
}
