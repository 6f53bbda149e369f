// The server answers 200 only for paths the SPA renders (server/http/spa-routes.ts) and 404 for the
// rest; the SPA's own route tree is the truth, so every page it has must be one the server knows.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSpaRoute } from '../../server/http/spa-routes';

const routeTree = readFileSync(resolve(import.meta.dirname, '../../src/routeTree.gen.ts'), 'utf8');
const fullPaths = [...(/fullPaths:([^:]+?)fileRoutesByTo/s.exec(routeTree)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]!);
// A parameter's sample value: the newsletter's links are the two it has, any other takes any word.
const sample = (path: string) => path.replace('$link', 'unsubscribe').replace('$carId', '42').replace(/\$[a-z]+/gi, 'sample-1');

describe('SPA routes the server knows', () => {
  it('reads the route tree', () => {
    expect(fullPaths).toContain('/car/$slug');
    expect(fullPaths.length).toBeGreaterThan(20);
  });

  it.each(fullPaths)('answers %s as a page', (path) => {
    expect(isSpaRoute(sample(path))).toBe(true);
  });

  it('answers 404 for paths the SPA has no page for', () => {
    for (const path of ['/nope', '/car/a/b', '/car/a/purchase', '/newsletter/subscribe', '/help', '/financing', '/ops/nope', '/ops/inventory/abc/pictures', '/ops/inventory/42/nope']) expect(isSpaRoute(path)).toBe(false);
  });
});
