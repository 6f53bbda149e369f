import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDir } from '../../server/media/paths.ts';
import { sendRaw } from './support/graphql.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ GTM_ID: 'GTM-TEST1', META_PIXEL_ID: '123456789' });
});
afterAll(() => server?.close());

const page = (path: string) => sendRaw(server.url, { path, method: 'GET', headers: { accept: 'text/html,application/xhtml+xml' } });

describe('GET /healthz', () => {
  it('reports that the database answers', async () => {
    const response = await sendRaw(server.url, { path: '/healthz', method: 'GET' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('the SPA', () => {
  it.each(['/', '/buy', '/buy?search=corolla', '/help/faqs', '/help/find-my-car', '/help/request-a-car', '/help/self', '/user/favorites', '/user/test-drive', '/app', '/help/terms-and-conditions', '/error', '/404', '/auth/reset-password', '/buy/'])(
    'serves index.html for %s with status 200',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<div id="root"></div>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(['/nope', '/car', '/car/a/b', '/car/toyota-corolla-2019-abc', '/help', '/wp-login.php'])('serves index.html for the unknown page %s with status 404', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(404);
    expect(response.text).toContain('<div id="root"></div>');
  });

  it('gives the SPA the analytics IDs of this deployment through /config.js', async () => {
    // Deferred, before the app's module script: it runs first without holding the first paint.
    const html = (await page('/buy')).text;
    expect(html).toContain('<script src="/config.js" defer></script>');
    expect(html.indexOf('/config.js')).toBeLessThan(html.indexOf('<script type="module"'));
    const response = await sendRaw(server.url, { path: '/config.js', method: 'GET' });
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text).toBe('window.__OLA_CONFIG__ = {"gtmId":"GTM-TEST1","metaPixelId":"123456789"};\n');
  });

  it('sends a CSP that allows only this origin plus the configured analytics hosts', async () => {
    const csp = (await page('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/connect\.facebook\.net(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('caches hashed assets for a year', async () => {
    const response = await sendRaw(server.url, { path: '/assets/index-abc123.js', method: 'GET' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('compresses what is worth compressing', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it("sends a script's compressed copy from the build as it is, not compressed again per request", async () => {
    const script = join(server.clientDir, 'assets', 'built-def456.js');
    await writeFile(script, `console.log('compressed per request');\n`.repeat(100));
    await writeFile(`${script}.br`, brotliCompressSync(`console.log('compressed by the build');\n`.repeat(100)));
    const response = await fetch(`${server.url}/assets/built-def456.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('compressed by the build');
    // A browser without brotli gets the file itself (gzip-compressed per request: there is no .gz copy).
    const plain = await fetch(`${server.url}/assets/built-def456.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBe('gzip');
    expect(await plain.text()).toContain('compressed per request');
  });

  it('sends the build’s stylesheets and scripts as read at start, in the copy the browser takes', async () => {
    const path = '/assets/index-abc123.css';
    const asked = (acceptEncoding: string) => fetch(`${server.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
    // Named by their content's hash, they never change: what is on disk now is not read again.
    await writeFile(join(server.clientDir, path), 'changed on disk');
    for (const [acceptEncoding, encoding, text] of [
      ['gzip, deflate, br', 'br', '/* the brotli copy */'],
      ['gzip', 'gzip', '/* the gzip copy */'],
      ['br;q=0, gzip;q=0.5', 'gzip', '/* the gzip copy */'],
      ['identity', null, '/* the stylesheet */'],
    ] as const) {
      const response = await asked(acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toMatch(new RegExp(`^${text.replace(/[*]/g, '\\*')}`));
    }
    expect((await fetch(`${server.url}${path}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBe('br');
  });

  it('answers a missing asset with a plain 404, not the SPA', async () => {
    const response = await sendRaw(server.url, { path: '/assets/gone-123.js', method: 'GET', headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<div id="root">');
  });

  it('sends the protective headers with every response', async () => {
    for (const path of ['/', '/healthz', '/assets/index-abc123.js']) {
      const { headers } = await sendRaw(server.url, { path, method: 'GET' });
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('car pictures under /media/', () => {
  it('are served with a long cache lifetime', async () => {
    const folder = mediaDir(server.config.dataDir);
    await mkdir(join(folder, 'test'), { recursive: true });
    await writeFile(join(folder, 'test/picture.webp'), Buffer.from('RIFF0000WEBPVP8 '));
    const response = await sendRaw(server.url, { path: '/media/test/picture.webp', method: 'GET' });
    expect(response.status).toBe(200);
    expect(Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1])).toBeGreaterThanOrEqual(30 * 24 * 3600);
  });

  it('answer a missing picture with 404 and never leave the folder', async () => {
    expect((await sendRaw(server.url, { path: '/media/none.webp', method: 'GET' })).status).toBe(404);
    const escape = await sendRaw(server.url, { path: '/media/..%2f..%2fetc%2fpasswd', method: 'GET' });
    expect(escape.status).toBeGreaterThanOrEqual(400);
    expect(escape.text).not.toContain('root:');
  });
});
