// The yardstick of `npm run bench:lcp`: the rendered DOM of a page saved as plain HTML, without its
// scripts, served with the same CSS and images by a server that does nothing else.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

/** The page as the browser shows it once it has settled, with nothing left to run. */
export async function snapshotHtml(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const node of copy.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="manifest"]')) node.remove();
    return `<!doctype html>\n${copy.outerHTML}`;
  });
}

type Stored = { status: number; type: string; body: Buffer };

/**
 * Serves each snapshot at its page's path; every other file (CSS, images, fonts) is fetched once from
 * the real server, then answered from memory, so the snapshot's loads never wait on the app.
 */
export async function startSnapshotServer(upstream: string, snapshots: ReadonlyMap<string, string>): Promise<{ origin: string; server: Server }> {
  const files = new Map<string, Promise<Stored>>();
  const fetchOnce = (path: string) => {
    if (!files.has(path)) {
      files.set(path, fetch(`${upstream}${path}`).then(async (response) => ({
        status: response.status,
        type: response.headers.get('content-type') ?? 'application/octet-stream',
        body: Buffer.from(await response.arrayBuffer()),
      })));
    }
    return files.get(path)!;
  };
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const html = snapshots.get(path);
    if (html !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(html);
      return;
    }
    fetchOnce(path).then(
      ({ status, type, body }) => {
        response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
        response.end(body);
      },
      () => {
        response.writeHead(502);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
