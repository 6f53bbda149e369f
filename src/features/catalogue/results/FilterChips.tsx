import { Trans, useLingui } from '@lingui/react/macro';
import type { FilterQuery } from '../../../../common/filters/search-params';
import { Button } from '../../../ui/Button';
import { CloseIcon } from '../../../ui/icons/interfaceIcons';
import type { ListingFacets } from '../api/listing-query';
import * as styles from './FilterChips.css';
import { useActiveChips } from './useActiveChips';

type FilterChipsProps = { query: FilterQuery; facets: ListingFacets | undefined; onReplace: (next: FilterQuery) => void };

/** One chip per active filter (SPEC §4), each removable, and a way to drop them all at once. */
export function FilterChips({ query, facets, onReplace }: FilterChipsProps) {
  const { t } = useLingui();
  const { chips, without } = useActiveChips(query, facets);
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
              onClick={() => onReplace(without(chip))}>
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
