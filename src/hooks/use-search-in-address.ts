import { useEffect, useEffectEvent, useRef, useState } from 'react';

// Long enough not to ask the server at every key, short enough to feel like it answers as you type.
const TYPING_PAUSE_MS = 300;

/**
 * A search box kept in the address: what is typed goes there (through `onSearch`) once typing
 * pauses, so a search can be shared; a search the address changes by itself (back, forward, a
 * shared link) comes back into the box. Answers the box's text and its setter.
 */
export function useSearchInAddress(search: string, onSearch: (search: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(search);
  // What the address was last given or gave.
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
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return [text, setText];
}
