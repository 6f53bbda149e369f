import type { FirstScreenPayload } from '../../../common/first-screen.ts';
import { FIRST_SCREEN_ELEMENT_ID } from '../../../common/first-screen.ts';
import type { ImagePreload } from './first-screen-routes.ts';
import type { RouteChunks } from './route-chunks.ts';

/** Marks what this module adds, so `npm run bench:lcp` can load the same page without it. */
export const FIRST_SCREEN_MARK = 'data-first-screen';
const MARK = FIRST_SCREEN_MARK;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON that stays inert inside a <script>: no `</script>` or `<!--` can close or bend the element, and
 * the line separators that old parsers treat as line ends are escaped too. JSON.parse reads it unchanged.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function imageLink({ href, srcset, sizes }: ImagePreload): string {
  const responsive = srcset ? ` imagesrcset="${attribute(srcset)}"${sizes ? ` imagesizes="${attribute(sizes)}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${attribute(href)}"${responsive} fetchpriority="high" ${MARK}>`;
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
  const preloads = [...images.map(imageLink), ...(chunks?.scripts ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}" ${MARK}>`)].join('\n    ');
  // Early in the head, ahead of anything that blocks the parser; after the charset, which must come first.
  let html = preloads ? indexHtml.replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i, (head) => `${head}\n    ${preloads}`) : indexHtml;
  // The route's stylesheets after the entry's, in the order Vite would add them: equal selectors
  // (a button's base style, the gallery's placement of it) are decided by that order.
  const styles = (chunks?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${attribute(href)}" ${MARK}>`).join('\n    ');
  if (styles) html = html.replace(/<\/head>/i, () => `  ${styles}\n  </head>`);
  if (payload) {
    const script = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptSafeJson(payload)}</script>`;
    html = html.replace(/<div id="root">/i, () => `${script}\n    <div id="root">`);
  }
  return html;
}
