// `npm run bench:lcp`: the Largest Contentful Paint of /buy and of a car's page in headless Chromium,
// against the production build served by the real server on a fresh catalogue. Prints medians.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { buildSpaIfStale } from '../server/http/spa-build.ts';

const RUNS = Number(process.env.LCP_RUNS ?? 7);
const port = Number(process.env.BENCH_PORT ?? 3190);
const origin = `http://127.0.0.1:${port}`;

await buildSpaIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'ola-lcp-'));
process.env.DATA_DIR = dataDir;
process.env.PORT = String(port);
delete process.env.DATABASE_URL;
process.env.LOG_LEVEL ??= 'warn';
await import('../server/main.ts');
await waitForHealth();

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (await fetch(`${origin}/healthz`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy');
}

async function firstCarSlug(): Promise<string> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query { getListingCars(filter: { limit: 1 }) { cars { slug } } }' }),
  });
  const body = (await response.json()) as { data: { getListingCars: { cars: Array<{ slug: string }> } } };
  return body.data.getListingCars.cars[0]!.slug;
}

/** One cold load in a fresh context: the last LCP candidate reported before the page goes quiet. */
async function measure(browser: Browser, path: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-DO' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __lcp: number }).__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  // A candidate can arrive after the network settles (late fonts, decoded images); give it a moment.
  await page.waitForFunction(() => (window as unknown as { __lcp: number }).__lcp > 0, null, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await context.close();
  return lcp;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const pages = ['/buy', `/car/${await firstCarSlug()}`];
  for (const path of pages) await measure(browser, path); // warms the server's caches, not counted
  for (const path of pages) {
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const lcp = await measure(browser, path);
      if (lcp > 0) samples.push(lcp);
    }
    if (samples.length === 0) {
      console.log(`LCP ${path}: no largest-contentful-paint entry in ${RUNS} loads`);
      process.exitCode = 1;
      continue;
    }
    console.log(`LCP ${path}: median ${median(samples).toFixed(0)} ms over ${samples.length} of ${RUNS} loads (min ${Math.min(...samples).toFixed(0)}, max ${Math.max(...samples).toFixed(0)})`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
  // The server and browser keep handles open; leave with the outcome.
  process.exit(process.exitCode ?? 0);
}
