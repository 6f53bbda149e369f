import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carPictures } from '../../server/db/schema/index.ts';
import { loadPictureCatalogue } from '../../server/media/catalogue.ts';
import type { PaintedPicture } from '../../server/media/draw.ts';
import { createPictureDrawer } from '../../server/media/on-request.ts';
import { mediaDir, pictureFile } from '../../server/media/paths.ts';
import { renderPicture } from '../../server/media/render.ts';
import { sendRaw } from './support/graphql.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let basePaths: { kind: string; basePath: string }[];
beforeAll(async () => {
  server = await startTestServer({ SEED_CARS: '8' });
  basePaths = await server.database.db.selectDistinct({ kind: carPictures.kind, basePath: carPictures.basePath }).from(carPictures);
});
afterAll(() => server?.close());

const isWebp = (body: Buffer) => body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP';
const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), body: Buffer.from(await response.arrayBuffer()) };
};
const filesUnder = async (folder: string) => (await readdir(folder, { recursive: true }).catch(() => [])).sort();

describe(`car pictures drawn on request (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('serves every picture the catalogue references as webp, drawing the views the seed left out', async () => {
    expect(basePaths.some(({ kind }) => kind === 'exterior')).toBe(true);
    for (const { basePath } of basePaths) {
      for (const width of [428, 1280]) {
        const answer = await get(`${basePath}-${width}.webp`);
        expect(answer.status, basePath).toBe(200);
        expect(answer.type).toBe('image/webp');
        expect(isWebp(answer.body)).toBe(true);
        expect(Number(/max-age=(\d+)/.exec(answer.cache ?? '')?.[1])).toBeGreaterThanOrEqual(30 * 24 * 3600);
      }
    }
  });

  it('answers names the catalogue cannot show with 404 and writes nothing', async () => {
    const [exterior] = basePaths.filter(({ kind }) => kind === 'exterior').map(({ basePath }) => basePath);
    const before = await filesUnder(mediaDir(server.config.dataDir));
    const names = [
      '/media/cars/no-such-model-sedan-rojo-side-428.webp',
      `${exterior!.replace(/-(side|front|rear)$/, '-top')}-428.webp`,
      `${exterior}-427.webp`,
      `${exterior}-428.png`,
      `${exterior!.toUpperCase()}-428.webp`.replace('/MEDIA/CARS/', '/media/cars/'),
      '/media/cars/sedan-no-such-colour-interior-428.webp',
      '/media/cars/..%2f..%2fetc%2fpasswd',
      '/media/cars/..%2F..%2Fsecret-428.webp',
      '/media/cars/%2e%2e-428.webp',
    ];
    for (const name of names) {
      const answer = await sendRaw(server.url, { path: name, method: 'GET' });
      expect(answer.status, name).toBeGreaterThanOrEqual(400);
      expect(answer.status, name).toBeLessThan(500);
      expect(answer.text).not.toContain('root:');
    }
    expect(await filesUnder(mediaDir(server.config.dataDir))).toEqual(before);
  });

  it('still serves a file drawn under an older name', async () => {
    const older = join(mediaDir(server.config.dataDir), 'cars', 'sedan-rojo-side-428.webp');
    await mkdir(dirname(older), { recursive: true });
    await copyFile(pictureFile(server.config.dataDir, basePaths.find(({ kind }) => kind === 'main')!.basePath, 428), older);
    const answer = await get('/media/cars/sedan-rojo-side-428.webp');
    expect(answer.status).toBe(200);
    expect(isWebp(answer.body)).toBe(true);
  });

  it('draws a picture once however many ask for it at the same time', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ola-pictures-'));
    try {
      const drawn: string[] = [];
      const render = async (folder: string, picture: PaintedPicture) => {
        drawn.push(picture.view);
        return renderPicture(folder, picture);
      };
      const drawer = createPictureDrawer(server.database.db, dataDir, { render });
      const [front] = basePaths.filter(({ basePath }) => basePath.endsWith('-front')).map(({ basePath }) => basePath.replace('/media/cars/', ''));
      const files = await Promise.all(Array.from({ length: 10 }, () => drawer.fileFor(`${front}-800.webp`)));
      expect(drawn).toEqual(['front']);
      expect(new Set(files).size).toBe(1);
      expect((await filesUnder(join(dataDir, 'media', 'cars'))).filter((file) => file.endsWith('.webp'))).toHaveLength(4);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('answers ten simultaneous requests for a picture no car uses yet with the same webp', async () => {
    const inUse = new Set(basePaths.map(({ basePath }) => basePath));
    const rear = [...(await loadPictureCatalogue(server.database.db)).keys()].find((basePath) => basePath.endsWith('-rear') && !inUse.has(basePath));
    expect(await filesUnder(mediaDir(server.config.dataDir))).not.toContain(`cars/${rear!.split('/').at(-1)}-800.webp`);
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(`${rear}-800.webp`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(answers[0]!.body)).toBe(true);
    }
    expect((await filesUnder(mediaDir(server.config.dataDir))).filter((file) => file.includes('.partial'))).toEqual([]);
  });
});
