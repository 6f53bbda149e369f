import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

interface Asset {
  type: string;
  file: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The build's scripts and stylesheets under `assets/`, with their compressed copies when the build wrote them. */
async function readAssets(clientDir: string): Promise<Map<string, Asset>> {
  const directory = join(clientDir, 'assets');
  const names = await readdir(directory).catch(() => [] as string[]);
  const copy = (name: string) => (names.includes(name) ? readFile(join(directory, name)) : undefined);
  const assets = new Map<string, Asset>();
  await Promise.all(
    names
      .filter((name) => TYPES[extname(name)] !== undefined)
      .map(async (name) => {
        const [file, br, gzip] = await Promise.all([readFile(join(directory, name)), copy(`${name}.br`), copy(`${name}.gz`)]);
        assets.set(`/assets/${name}`, { type: TYPES[extname(name)]!, file, br, gzip });
      }),
  );
  return assets;
}

/** The copy a browser that sends `acceptEncoding` takes, most compact first (decision 58's copies). */
function encodingFor(asset: Asset, acceptEncoding: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
  // `br;q=0` refuses brotli: only codings with a weight above zero count.
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((coding) => coding.split(';').map((part) => part.trim().toLowerCase()))
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter)))
      .map(([name]) => name),
  );
  if (asset.br && accepted.has('br')) return { body: asset.br, encoding: 'br' };
  if (asset.gzip && accepted.has('gzip')) return { body: asset.gzip, encoding: 'gzip' };
  return { body: asset.file };
}

/**
 * Sends the build's hashed scripts and stylesheets from memory (docs/decisions/0059). Their names
 * carry their content's hash, so what was read at start is what the disk holds; a first visit asks
 * for some forty of them at once, and through the static files plugin (a look at the disk for the
 * file and for each compressed copy, then a stream) eighteen stylesheets took 45–50 ms here against
 * 6–10 from memory. Anything else under `assets/` (source maps, a file written later) still goes to
 * the static files plugin.
 */
export async function registerAssetsInMemory(app: FastifyInstance, clientDir: string, cacheControl: string): Promise<void> {
  const assets = await readAssets(clientDir);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const asset = assets.get(request.url.split('?', 1)[0]!);
    if (!asset) return;
    const { body, encoding } = encodingFor(asset, String(request.headers['accept-encoding'] ?? ''));
    reply.header('content-type', asset.type).header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
