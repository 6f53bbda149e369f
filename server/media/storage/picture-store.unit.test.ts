import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../tests/api/support/s3-test-server.ts';
import { folderPictureStore } from './folder-store.ts';
import type { PictureStore } from './picture-store.ts';
import { s3PictureStore } from './s3-store.ts';

let s3: S3TestServer;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3TestServer();
  dataDir = await mkdtemp(join(tmpdir(), 'picture-store-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);

// Both adapters keep the port's promises; each test runs on each.
const adapters: [string, () => PictureStore][] = [
  ['data folder', () => folderPictureStore(dataDir)],
  ['S3-compatible', () => s3PictureStore(s3.settings)],
];

describe.each(adapters)('the %s store', (_name, storeOf) => {
  it('gives back what was put, with its type, until it is deleted', async () => {
    const store = storeOf();
    await store.put('cars/uploads/7-abc-214.webp', bytes, 'image/webp');
    expect(await store.get('cars/uploads/7-abc-214.webp')).toEqual({ bytes: new Uint8Array(bytes), contentType: 'image/webp' });
    await store.delete('cars/uploads/7-abc-214.webp');
    expect(await store.get('cars/uploads/7-abc-214.webp')).toBeUndefined();
    // Deleting what is gone is not an error.
    await store.delete('cars/uploads/7-abc-214.webp');
  });

  it('answers undefined for a key never stored', async () => {
    expect(await storeOf().get('cars/uploads/never-428.webp')).toBeUndefined();
  });

  it('refuses keys outside the uploads folder before touching anything', async () => {
    const store = storeOf();
    for (const key of ['../secret.webp', 'cars/uploads/../../x.webp', 'cars/corolla-214.webp', 'cars/uploads/x.png', 'cars/uploads/.hidden.webp']) {
      await expect(store.put(key, bytes, 'image/webp')).rejects.toThrow(/Not a picture key/);
      await expect(store.get(key)).rejects.toThrow(/Not a picture key/);
    }
  });
});

describe('the data folder store', () => {
  it('leaves no partial files behind', async () => {
    const store = folderPictureStore(dataDir);
    await Promise.all([1, 2, 3].map((n) => store.put(`cars/uploads/9-same-${n}.webp`, bytes, 'image/webp')));
    expect((await readdir(join(dataDir, 'media', 'cars', 'uploads'))).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});

describe('the S3-compatible store', () => {
  it('signs every request: a store with the wrong secret is refused and says so', async () => {
    const refusedBefore = s3.refused;
    const wrong = s3PictureStore({ ...s3.settings, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('cars/uploads/1-x-214.webp', bytes, 'image/webp')).rejects.toThrow(/answered 403/);
    await expect(wrong.get('cars/uploads/1-x-214.webp')).rejects.toThrow(/answered 403/);
    expect(s3.refused).toBe(refusedBefore + 2);
  });

  it('writes under the bucket, path-style', async () => {
    await s3PictureStore(s3.settings).put('cars/uploads/3-y-800.webp', bytes, 'image/webp');
    expect(s3.keys()).toContain('cars/uploads/3-y-800.webp');
  });
});
