import { expect, test } from '@playwright/test';

// The installable web app on the production build the e2e server serves: a manifest that meets
// the install criteria, a service worker that takes control, and an offline page when the network fails.
test.use({ locale: 'es-DO', serviceWorkers: 'allow' });

test('the manifest names the app, opens standalone at / and has 192 and 512 PNG icons that load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as { name: string; short_name: string; start_url: string; scope: string; display: string; icons: Array<{ src: string; sizes: string; type: string; purpose?: string }> };
  expect(manifest).toMatchObject({ name: expect.stringContaining('Ola Cars'), short_name: 'Ola Cars', start_url: '/', scope: '/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((entry) => entry.sizes === size && entry.purpose !== 'maskable');
    expect(icon, size).toBeDefined();
    const image = await request.get(icon!.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // The PNG signature, and the size the manifest promises in the IHDR chunk.
    const bytes = await image.body();
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(size);
  }
  expect(manifest.icons.some((entry) => entry.purpose === 'maskable')).toBe(true);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b3d91');
});

test('the service worker script is served as JavaScript, never from a stale cache, and the page may register it', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const page = await request.get('/');
  expect(page.headers()['content-security-policy']).toContain("worker-src 'self'");
  expect(page.headers()['content-security-policy']).toContain("manifest-src 'self'");
});

test('the service worker registers, becomes active and controls the page', async ({ page }) => {
  await page.goto('/');
  const registration = () =>
    page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, state: ready.active?.state, script: ready.active?.scriptURL, controlled: navigator.serviceWorker.controller !== null };
    });
  await expect.poll(registration).toEqual({ scope: new URL('/', page.url()).href, state: 'activated', script: expect.stringMatching(/\/sw\.js$/), controlled: true });
});

test('offline, a page that cannot load shows the offline page in both languages, and works again once online', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The worker claims the open page; from the next navigation on it answers for it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.goto('/buy');
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión a internet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No internet connection' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compra o vende tu carro, sin complicaciones' })).toBeVisible();
});
