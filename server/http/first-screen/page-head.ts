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
}

/**
 * index.html with the first screen's preloads in its head and its data before the app's root. Replacer
 * functions, not strings: a title may hold `$&`, which a replacement string would expand.
 */
export function withFirstScreen(indexHtml: string, { payload, images, chunks }: PageHead): string {
  const preloads = [...images.map(imageLink), ...(chunks?.scripts ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" ${MARK}>`)].join('\n    ');
  // Early in the head, ahead of anything that blocks the parser; after the charset, which must come first.
  let html = preloads ? indexHtml.replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i, (head) => `${head}\n    ${preloads}`) : indexHtml;
  // The route's stylesheets after the entry's, in the order Vite would add them: equal selectors
  // (a button's base style, the gallery's placement of it) are decided by that order.
  const styles = (chunks?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" ${MARK}>`).join('\n    ');
  if (styles) html = html.replace(/<\/head>/i, () => `  ${styles}\n  </head>`);
  if (payload) {
    const script = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptSafeJson(payload)}</script>`;
    html = html.replace(/<div id="root">/i, () => `${script}\n    <div id="root">`);
  }
  return html;
}
