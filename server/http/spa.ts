import { extname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnalyticsIds } from '../config.ts';
import { registerAssetsInMemory } from './assets-in-memory.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import type { DrawnPages, SentPage } from './first-screen/drawn-pages.ts';
import { firstScreenKey, type FirstScreenPage, type PageRequest } from './first-screen/first-screen.ts';
import { readIndexHtml } from './index-html.ts';
import { registerRuntimeConfig, type FirebaseWebConfig } from './runtime-config.ts';
import { isSpaRoute } from './spa-routes.ts';

export interface SpaOptions {
  clientDir: string;
  analytics: AnalyticsIds;
  /** Google sign-in's web config; absent when this deployment has none. */
  firebase?: FirebaseWebConfig;
  /** Prefixes owned by the server (API, media): a miss there is a plain 404, never the SPA. */
  serverPrefixes: string[];
  /** Whether a car page has a car to show; an unknown or hidden one is answered with status 404. */
  carIsListed?: (slug: string) => Promise<boolean>;
  /** The first screen's data and preloads for the pages that have them (docs/decisions/0038). */
  firstScreenPage?: FirstScreenPage;
  /** The drawn pages kept until the catalogue changes (docs/decisions/0059). */
  drawnPages?: DrawnPages;
}

const CAR_PAGE = /^\/car\/([^/]+)\/?$/;

/** The status of a page: 404 for paths the SPA does not render and for cars nobody can see. */
async function pageStatus(pathname: string, carIsListed: SpaOptions['carIsListed']): Promise<200 | 404> {
  if (!isSpaRoute(pathname)) return 404;
  const slug = CAR_PAGE.exec(pathname)?.[1];
  if (slug === undefined || !carIsListed) return 200;
  try {
    return (await carIsListed(decodeURIComponent(slug))) ? 200 : 404;
  } catch {
    // A slug that does not even decode names no car.
    return 404;
  }
}

// Vite puts a content hash in every file name under /assets/, so a file there never changes. The
// service worker and the manifest are checked on every visit, so a new version reaches installed
// apps at once; the offline page goes with the worker's precache.
const REVALIDATED = /[/\\](sw\.js|manifest\.webmanifest|offline\.html)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
function cacheHeaderFor(filePath: string): string {
  if (REVALIDATED.test(filePath)) return 'no-cache';
  return filePath.includes('/assets/') ? IMMUTABLE : 'public, max-age=3600';
}

/** Serves the built SPA with history fallback: any page URL gets index.html. */
export async function registerSpa(app: FastifyInstance, { clientDir, analytics, firebase, serverPrefixes, carIsListed, firstScreenPage, drawnPages }: SpaOptions): Promise<void> {
  const indexHtml = await readIndexHtml(clientDir);
  registerRuntimeConfig(app, analytics, firebase);
  const csp = contentSecurityPolicy(analytics, firebase);
  if (indexHtml !== undefined) {
    await registerAssetsInMemory(app, clientDir, IMMUTABLE);
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      cacheControl: false,
      // The build's scripts and stylesheets come with .br and .gz copies (vite/precompress-assets.ts):
      // sent as they are, compressed at the highest setting once, instead of by @fastify/compress per request.
      preCompressed: true,
      // index.html is only ever sent through sendPage below, which adds the runtime settings.
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheHeaderFor(filePath)),
    });
  }

  const wantsPage = (request: FastifyRequest, pathname: string) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    !serverPrefixes.some((prefix) => pathname.startsWith(prefix)) &&
    (extname(pathname) === '' || (request.headers.accept ?? '').includes('text/html'));

  const pageRequest = (request: FastifyRequest, pathname: string): PageRequest => ({
    pathname,
    search: request.url.slice(pathname.length),
    acceptLanguage: request.headers['accept-language'],
    clientIp: request.ip,
    origin: `${request.protocol}://${request.host}`,
  });

  // The page for a GET, with its first screen when it has one; a HEAD only needs the headers. Only a
  // page that came drawn is kept: one sent without its screen (its data late) is drawn again next time.
  const drawPage = async (request: FastifyRequest, pathname: string, html: string): Promise<SentPage & { keep: boolean }> => {
    const firstScreen = request.method === 'GET' && firstScreenPage ? firstScreenPage(html, pageRequest(request, pathname)) : undefined;
    const [status, page] = await Promise.all([pageStatus(pathname, carIsListed), firstScreen]);
    return { status, html: page?.html ?? html, keep: status === 200 && page?.drawn === true };
  };

  const servedPage = (request: FastifyRequest, pathname: string, html: string): Promise<SentPage> =>
    request.method === 'GET' && drawnPages
      ? drawnPages.page(firstScreenKey(pageRequest(request, pathname)), () => drawPage(request, pathname, html))
      : drawPage(request, pathname, html);

  // Crawlers and link checkers see the status the SPA's own page will show (its 404 page included).
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (indexHtml === undefined) {
      return reply.code(404).type('text/plain').send('The web app is not built yet: run `npm run build` or `npm start`.');
    }
    const { status, html } = await servedPage(request, pathname, indexHtml);
    return (
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // The first screen's answers are in the visitor's language.
        .header('vary', 'Accept-Language')
        .header('content-security-policy', csp)
        .send(html)
    );
  };

  // The static plugin would refuse '/' as a directory listing.
  app.get('/', (request, reply) => sendPage(request, reply, '/'));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    return wantsPage(request, pathname) ? sendPage(request, reply, pathname) : reply.code(404).send({ error: 'Not Found' });
  });
}
