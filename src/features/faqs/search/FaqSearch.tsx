import { useLingui } from '@lingui/react/macro';
import { FAQ_SEARCH_LIMITS } from '../../../../common/faq-search';
import { useSearchInAddress } from '../../../hooks/use-search-in-address';
import { TextField } from '../../../ui/TextField';
import * as styles from './FaqSearch.css';

type Props = { search: string; onSearch: (search: string) => void };

/**
 * The search box. What is typed goes to the URL (`?q=`) once the typing pauses, so a search can be
 * shared; a search the URL changes by itself (back, a shared link) comes back into the box.
 */
export function FaqSearch({ search, onSearch }: Props) {
  const { t } = useLingui();
  const [text, setText] = useSearchInAddress(search, onSearch);
  return (
    <search aria-label={t`Preguntas frecuentes`} className={styles.search}>
      <TextField
        type="search"
        label={t`Buscar en las preguntas`}
        hint={t`Por ejemplo: depósito, garantía, financiamiento.`}
        maxLength={FAQ_SEARCH_LIMITS.maxSearch}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setText('');
        }}
      />
    </search>
  );
}
