import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FAQ_SEARCH_LIMITS } from '../../../../common/validation/faq-question';
import { TextField } from '../../../ui/TextField';
import * as styles from './FaqSearch.css';

// Long enough not to ask the server at every key, short enough to feel like it answers as you type.
const SEARCH_DEBOUNCE_MS = 300;

type Props = { search: string; onSearch: (search: string) => void };

/**
 * The search box. What is typed goes to the URL (`?q=`) once the typing pauses, so a search can be
 * shared; a search the URL changes by itself (back, a shared link) comes back into the box.
 */
export function FaqSearch({ search, onSearch }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState(search);
  const sent = useRef(search);
  // The latest callback, without restarting the pause each time the host re-renders.
  const send = useEffectEvent((next: string) => onSearch(next));
  useEffect(() => {
    if (search === sent.current) return;
    sent.current = search;
    setText(search);
  }, [search]);
  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      send(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
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
