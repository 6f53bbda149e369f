// The server's entry (`vite build --ssr`, docs/decisions/0057): the first screen of /buy and of a car
// page rendered to HTML by the same routes, components and loaders as the browser's, from the answers
// the server puts in the page. The browser then hydrates it (src/main.tsx) instead of drawing it again.
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { FirstScreenPayload } from '../../common/first-screen';
import { activateLocale } from '../lib/i18n/activate-locale';
import { isLocale } from '../lib/i18n/locales';
import { App } from './App';
import { createAppRouter } from './create-app-router';
import { createQueryClient } from './create-query-client';
import { fillCache } from './hydrate-first-screen';

// How renderToString marks a Suspense boundary it could not draw.
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * React puts the resources it would hoist into a document's head (the preload of an image with
 * `fetchPriority="high"`) before a fragment's markup; the page's head has its own (server/http/first-screen/page-head.ts),
 * and the browser's first render, which has no such elements in `#root`, would not match them.
 */
const withoutHoistedLinks = (html: string) => html.replace(/^(?:<link [^>]*>)+/, '');

/** The page asked for: its path with the query, and the origin it was asked at (the chat link names the page). */
export interface PageAddress {
  origin: string;
  path: string;
}

async function renderOne({ origin, path }: PageAddress, payload: FirstScreenPayload): Promise<string | undefined> {
  if (!isLocale(payload.locale)) return undefined;
  await activateLocale(payload.locale);
  const queryClient = createQueryClient();
  fillCache(queryClient, payload);
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }), origin });
  try {
    await router.load();
    // A car nobody can see, or a failed loader: the browser draws what it draws without the server's help.
    if (router.state.matches.some((match) => match.status !== 'success')) return undefined;
    const app = (
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>
    );
    // Drawn whole at once. A lazy part not loaded yet (the route's own code, parts below it; React keeps
    // each once loaded) would be left to the browser: `prerender` waits for them all, then the screen is
    // drawn again. Streamed instead, such a part would come hidden, with an inline script to reveal
    // it that the pages' CSP refuses.
    const html = renderToString(app);
    if (!html.includes(LEFT_TO_THE_BROWSER)) return withoutHoistedLinks(html);
    await prerender(app);
    return withoutHoistedLinks(renderToString(app));
  } finally {
    queryClient.clear();
  }
}

// Lingui's active language is one for the process: one page at a time is rendered, each in its own.
let queue: Promise<unknown> = Promise.resolve();

/** The page's first screen as HTML for `<div id="root">`, or undefined when it has none to give. */
export function renderFirstScreen(address: PageAddress, payload: FirstScreenPayload): Promise<string | undefined> {
  const rendered = queue.then(() => renderOne(address, payload));
  queue = rendered.catch(() => undefined);
  return rendered;
}
