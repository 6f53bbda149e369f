import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Scripts and stylesheets: what every page downloads. Pictures and fonts are compressed already.
const COMPRESSED = /\.(?:js|css)$/;
// Below this a compressed copy saves less than its own headers cost (@fastify/compress's threshold too).
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside every script and stylesheet of the build, at the highest
 * settings, which cost seconds once here instead of CPU on every request: the server sends them
 * as they are (server/http/spa.ts, `preCompressed`). Only files under `assets/`, whose names carry
 * their content's hash, so a compressed copy can never be older than its file.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      const files = Object.values(bundle).filter((file) => file.fileName.startsWith('assets/') && COMPRESSED.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          // The bytes on disk, which is what a request gets (the source map's comment included).
          const path = join(options.dir!, file.fileName);
          const source = await readFile(path);
          if (source.byteLength < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength } }),
            gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
