import type { FirstScreenPayload } from '../../../common/first-screen.ts';
import { FIRST_SCREEN_ELEMENT_ID } from '../../../common/first-screen.ts';
import type { ImagePreload } from './first-screen-routes.ts';
import type { RouteChunks } from './route-chunks.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import { scriptSafeJson } from '../script-safe-json.ts';

/** Marks what this module adds, so `npm run bench:lcp` can load the same page without it. */
export const FIRST_SCREEN_MARK = 'data-first-screen';
const MARK = FIRST_SCREEN_MARK;

function imageLink({ href, srcset, sizes }: ImagePreload): string {
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}"${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" ${MARK}>`;
}

export interface PageHead {
  payload?: FirstScreenPayload;
  images: readonly ImagePreload[];
  chunks?: RouteChunks;
  /** The first screen drawn by the app's own components (src/app/render-first-screen.tsx), for `#root`. */
  screen?: string;
}

/**
 * index.html with the first screen's preloads in its head and its data before the app's root. Replacer
 * functions, not strings: a title may hold `$&`, which a replacement string would expand.
 */
export function withFirstScreen(indexHtml: string, { payload, images, chunks, screen }: PageHead): string {
  const preloads = images.map(imageLink).join('\n    ');
  // The pictures early in the head, ahead of anything else; after the charset, which must come first.
  let html = preloads ? indexHtml.replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i, (head) => `${head}\n    ${preloads}`) : indexHtml;
  // The route's stylesheets after the entry's, in the order Vite would add them: equal selectors
  // (a button's base style, the gallery's placement of it) are decided by that order. Its scripts
  // after them: the screen drawn on the server paints once the styles are in, and the browser asks
  // for files in the order it finds them, a few at a time.
  const tail = [
    ...(chunks?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" ${MARK}>`),
    ...(chunks?.scripts ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" ${MARK}>`),
  ].join('\n    ');
  if (tail) html = html.replace(/<\/head>/i, () => `  ${tail}\n  </head>`);
  if (payload) {
    const script = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptSafeJson(payload)}</script>`;
    html = html.replace(/<div id="root">/i, () => `${script}\n    <div id="root">`);
    // Drawn from these answers only: the browser hydrates it once its own first render agrees. Inert until
    // then (src/main.tsx lifts it): a button drawn here has no handler yet, and a press on it would be lost.
    if (screen !== undefined) {
      html = html.replace(/<div id="root"><\/div>/i, () => `<div id="root" inert ${MARK}>${screen}</div>`);
      html = html.replace(/<html lang="[^"]*"/i, () => `<html lang="${escapeHtml(payload.locale)}"`);
    }
  }
  return html;
}
