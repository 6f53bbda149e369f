import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FirstScreenPayload } from '../../../common/first-screen.ts';
import type { GraphqlServer } from '../../graphql/yoga.ts';
import { loadFirstScreen, visitorSettings, type FirstScreen, type RunQuery } from './first-screen-data.ts';
import { firstScreenRoute } from './first-screen-routes.ts';
import { withFirstScreen } from './page-head.ts';
import { readViteManifest, routeChunks } from './route-chunks.ts';

// src/lib/i18n/namespaces.ts SHELL_NAMESPACES: every screen awaits them before its first paint.
const SHELL_NAMESPACES = ['app', 'common'];

// A page waits this long at most for its data; past it, the page goes without and the SPA asks as usual.
const DATA_BUDGET_MS = 1500;

/** The API's answers as a fetch to /graphql would get them, without leaving the process. */
export function yogaRunner(yoga: GraphqlServer): RunQuery {
  return async ({ query, variables, settings, clientIp }) => {
    const response = await yoga.fetch(
      `http://localhost${yoga.graphqlEndpoint}`,
      {
        method: 'POST',
        // Never an Authorization header: the page is the same for every visitor, and signed-in bits stay in the SPA.
        headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': settings.locale, country: settings.country },
        body: JSON.stringify({ query, variables }),
      },
      { clientIp },
    );
    return (await response.json()) as Awaited<ReturnType<RunQuery>>;
  };
}

export interface PageRequest {
  pathname: string;
  search: string;
  acceptLanguage: string | undefined;
  clientIp: string;
  /** Where the visitor asked for the page (`https://olacars.do`), as the browser's `location.origin` will say. */
  origin: string;
}

/**
 * index.html for a page, and whether it came drawn (with its answers, preloads and screen), or
 * undefined when the page's first screen has nothing to come with it.
 */
export type FirstScreenPage = (indexHtml: string, request: PageRequest) => Promise<{ html: string; drawn: boolean } | undefined>;

/** What a page's first screen depends on: the same key, the same page (DrawnPages). */
export function firstScreenKey({ pathname, search, acceptLanguage, origin }: PageRequest): string {
  return `${visitorSettings(acceptLanguage).locale} ${origin}${pathname}${search}`;
}

function withinBudget(screen: Promise<FirstScreen>): Promise<FirstScreen | undefined> {
  const budget = new AbortController();
  const late = wait(DATA_BUDGET_MS, undefined, { signal: budget.signal }).catch(() => undefined);
  return Promise.race([screen.catch(() => undefined), late]).finally(() => budget.abort());
}

/** A URL the router would not make sense of either gets the plain page. */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The server build's entry (src/app/render-first-screen.tsx): the first screen drawn from the page's answers. */
export type RenderFirstScreen = (address: { origin: string; path: string }, payload: FirstScreenPayload) => Promise<string | undefined>;

/** The renderer `npm run build` writes beside the SPA, or undefined when this build has none. */
export async function loadRenderer(clientDir: string): Promise<RenderFirstScreen | undefined> {
  const entry = join(clientDir, '../ssr/render-first-screen.js');
  if (!(await access(entry).then(() => true, () => false))) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderFirstScreen: RenderFirstScreen };
  return module.renderFirstScreen;
}

/** A page whose drawing fails is still served: the browser draws it, as it would without the server's help. */
async function drawn(render: RenderFirstScreen | undefined, address: Parameters<RenderFirstScreen>[0], payload: FirstScreenPayload | undefined, onError: (error: unknown) => void) {
  if (!render || !payload) return undefined;
  return render(address, payload).catch((error: unknown) => {
    onError(error);
    return undefined;
  });
}

/**
 * For /buy and /car/{slug}: the loader's answers, the LCP picture and the route's chunks, with the HTML,
 * and the first screen itself when the build has a renderer (docs/decisions/0057).
 */
export async function createFirstScreenPage(clientDir: string, run: RunQuery, onRenderError: (error: unknown) => void): Promise<FirstScreenPage> {
  const [manifest, render] = await Promise.all([readViteManifest(clientDir), loadRenderer(clientDir)]);
  return async (indexHtml, { pathname, search, acceptLanguage, clientIp, origin }) => {
    const route = safely(() => firstScreenRoute(pathname, search));
    if (!route) return undefined;
    const settings = visitorSettings(acceptLanguage);
    const catalogs = [...SHELL_NAMESPACES, ...route.namespaces].map((namespace) => `locales/${settings.locale}/${namespace}.po`);
    const chunks = manifest ? routeChunks(manifest, route.module, catalogs) : undefined;
    const screen = await withinBudget(loadFirstScreen(route, settings, clientIp, run));
    const html = await drawn(render, { origin, path: pathname + search }, screen?.payload, onRenderError);
    return { html: withFirstScreen(indexHtml, { payload: screen?.payload, images: screen?.images ?? [], chunks, screen: html }), drawn: html !== undefined };
  };
}
