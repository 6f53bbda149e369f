import type { FirstScreenPayload } from '../../../common/first-screen.ts';
import { FIRST_SCREEN_ELEMENT_ID } from '../../../common/first-screen.ts';
import type { ImagePreload } from './first-screen-routes.ts';
import type { RouteChunks } from './route-chunks.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import { scriptSafeJson } from '../script-safe-json.ts';

/** Marks what this module adds to the page. */
const MARK = 'data-first-screen';

function imageLink({ href, srcset, sizes }: ImagePreload): string {
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}"${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" ${MARK}>`;
}

/** public/after-first-paint.js: asks for the app's scripts once the drawing has painted. */
export const AFTER_FIRST_PAINT_PATH = '/after-first-paint.js';

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/i;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/gi;

/**
 * The page's module script and module preloads, the entry's and the route's, handed to the loader
 * that asks for them after the first paint (docs/decisions/0059), in its place and in their order.
 */
function afterFirstPaint(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (entry === undefined) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader = `<script src="${AFTER_FIRST_PAINT_PATH}" defer data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}" ${MARK}></script>\n    `;
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => loader);
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
    // then (the route's own component lifts it, src/hooks/drawn-screen.ts): a button drawn here has no handler yet, and a press on it would be lost.
    if (screen !== undefined) {
      html = afterFirstPaint(html);
      html = html.replace(/<div id="root"><\/div>/i, () => `<div id="root" inert ${MARK}>${screen}</div>`);
      html = html.replace(/<html lang="[^"]*"/i, () => `<html lang="${escapeHtml(payload.locale)}"`);
    }
  }
  return html;
}
