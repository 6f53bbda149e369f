import { Trans, useLingui } from '@lingui/react/macro';
import type { Suggestion } from '../../../../machines/search-suggestions/search-suggestions.machine';
import { CarIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './SearchBar.css';
import type { SuggestionStatus } from './useSearchSuggestions';

type SuggestionListProps = {
  id: string;
  status: SuggestionStatus;
  suggestions: readonly Suggestion[];
  highlighted: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
};

/** The listbox stays in the DOM (aria-controls points at it) and only shows while it has something to say. */
export function SuggestionList({ id, status, suggestions, highlighted, optionId, onChoose }: SuggestionListProps) {
  const { t } = useLingui();
  return (
    <>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role, jsx-a11y/no-noninteractive-element-to-interactive-role -- the ARIA combobox pattern: a native datalist can be neither styled nor driven by the keyboard statechart */}
      <ul id={id} role="listbox" aria-label={t`Sugerencias`} className={styles.list} hidden={status !== 'showing'}>
        {suggestions.map((suggestion, index) => (
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role, jsx-a11y/no-noninteractive-element-to-interactive-role -- options of the listbox above
          <li role="option"
            key={suggestion.title}
            id={optionId(index)}
            aria-selected={index === highlighted}
            className={styles.option}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(index);
            }}
          >
            <CarIcon size="sm" />
            {suggestion.title}
          </li>
        ))}
      </ul>
      {status === 'empty' ? (
        <output className={styles.empty}>
          <Trans>No encontramos carros con ese nombre. Presiona Buscar para ver todo el catálogo.</Trans>
        </output>
      ) : null}
    </>
  );
}
