import { useEffect } from 'react';

/** Names the browser tab after the page, in the current language; every page titles itself this one way. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Ola Cars`;
  }, [title]);
}
