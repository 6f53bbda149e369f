import { i18n } from '@lingui/core';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenPayload } from '../../common/first-screen';
import { selectedCountry } from '../lib/country';

/** The server's answers in the cache, fresh as of now on this side's clock, whatever the other side's clock says. */
export function fillCache(queryClient: QueryClient, payload: FirstScreenPayload): void {
  const now = Date.now();
  for (const query of payload.state.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, payload.state as unknown as DehydratedState);
}

/**
 * Puts the answers the server sent with the page into the cache before the router's loaders ask for
 * them (docs/decisions/0038), so the first screen paints without a round trip. Only answers asked in
 * the language and country this visit asks in are used; the rest are asked again as usual. Says
 * whether they were used: only then may the page's server-rendered first screen be hydrated.
 */
export function hydrateFirstScreen(queryClient: QueryClient): boolean {
  const element = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element) return false;
  // Read once: the answers are this page load's, not a later navigation's.
  element.remove();
  let payload: FirstScreenPayload;
  try {
    payload = JSON.parse(element.textContent ?? '') as FirstScreenPayload;
  } catch {
    return false;
  }
  if (payload.locale !== i18n.locale || payload.country !== selectedCountry()) return false;
  fillCache(queryClient, payload);
  return true;
}
