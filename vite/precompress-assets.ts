import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
// Zopfli writes ordinary gzip that any browser reads, 3–5 % smaller than zlib's best (level 9): it
// searches far harder for the same format. Past 5 iterations it gained under 0.1 % on this build.
const ZOPFLI = { numiterations: 5 };

// Scripts and stylesheets: what every page downloads. Pictures and fonts are compressed already.
const COMPRESSED = /\.(?:js|css)$/;
// Below this a compressed copy saves less than its own headers cost (@fastify/compress's threshold too).
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside every script and stylesheet of the build, at the highest
 * settings, which cost seconds once here instead of CPU on every request: the server sends them
 * as they are (server/http/spa.ts, `preCompressed`); a browser without brotli gets the gzip copy. Only files under `assets/`, whose names carry
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
            zopfliGzip(source, ZOPFLI),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
