import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type KeyboardEvent } from 'react';
import { Button } from '../../../ui/Button';
import { cx } from '../../../ui/classNames';
import { IconButton } from '../../../ui/IconButton';
import { CloseIcon, SearchIcon } from '../../../ui/icons/interfaceIcons';
import { Spinner } from '../../../ui/Spinner';
import * as styles from './SearchBar.css';
import { SuggestionList } from './SuggestionList';
import { useSearchSuggestions } from './useSearchSuggestions';

export type SearchBarProps = {
  /** The term to start with, e.g. the `search` of the current `/buy` URL. */
  initialTerm?: string;
  /** Called when the bar sends the visitor elsewhere, e.g. to close a drawer around it. */
  onLeave?: () => void;
  /** Called when the visitor empties the box, e.g. to drop the search from the `/buy` URL. */
  onClear?: () => void;
  className?: string;
};

const KEY_EVENTS = { ArrowDown: 'highlight.next', ArrowUp: 'highlight.previous', Escape: 'list.close' } as const;

/** Search with suggestions (SPEC §2): a combobox whose list the search-suggestions statechart drives. */
export function SearchBar({ initialTerm, onLeave, onClear, className }: SearchBarProps) {
  const { t } = useLingui();
  const ids = useId();
  const { term, suggestions, highlighted, status, send, prepare } = useSearchSuggestions(initialTerm, onLeave, onClear);
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const type = KEY_EVENTS[event.key as keyof typeof KEY_EVENTS];
    if (!type) return;
    event.preventDefault();
    send({ type });
  };
  return (
    <search className={cx(styles.form, className)}>
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'input.submit' });
      }}
    >
      <div className={styles.field}>
        <SearchIcon className={styles.icon} />
        <input
          className={styles.input}
          type="text"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          aria-label={t`Buscar por marca, modelo o año`}
          placeholder={t`Busca por marca, modelo o año`}
          aria-expanded={status === 'showing'}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={status === 'showing' && highlighted >= 0 ? optionId(highlighted) : undefined}
          value={term}
          onChange={(event) => send({ type: 'input.change', value: event.target.value })}
          onKeyDown={onKeyDown}
          onBlur={() => send({ type: 'list.close' })}
          onPointerEnter={prepare}
          onFocus={prepare}
        />
        {status === 'loading' ? <Spinner size="sm" label={t`Buscando sugerencias`} /> : null}
        {term ? (
          <IconButton label={t`Borrar búsqueda`} size="sm" onClick={() => send({ type: 'input.clear' })}>
            <CloseIcon size="sm" />
          </IconButton>
        ) : null}
        <Button type="submit" variant="primary" size="sm" className={styles.submit}>
          <Trans>Buscar</Trans>
        </Button>
      </div>
      <SuggestionList
        id={listId}
        status={status}
        suggestions={suggestions}
        highlighted={highlighted}
        optionId={optionId}
        onChoose={(index) => send({ type: 'suggestion.choose', index })}
      />
    </form>
    </search>
  );
}
