import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../../server/catalogue/catalogue.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startCatalogueServer(10);
});
afterAll(() => server?.close());

async function until(condition: () => boolean | Promise<boolean>, withinMs: number): Promise<void> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await delay(10);
  }
}

const readyz = async () => {
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as { status: string } };
};

describe('/readyz', () => {
  it('answers 200, uncached, once the index the server built at start holds the catalogue; /healthz stays 200', async () => {
    await until(async () => (await readyz()).status === 200, 10_000);
    expect(await readyz()).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ready' } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('a catalogue is not ready before its first build, and is once built', async () => {
    const catalogue = new Catalogue(server.database.db);
    expect(catalogue.isReady()).toBe(false);
    catalogue.warmUp();
    await until(() => catalogue.isReady(), 10_000);
    expect((await catalogue.index()).size).toBeGreaterThan(0);
  });

});
