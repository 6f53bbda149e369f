import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { mediaDir } from '../paths.ts';
import { checkPictureKey, type PictureStore } from './picture-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The data folder's media directory: the embedded default, one instance (or a shared disk). */
export function folderPictureStore(dataDir: string): PictureStore {
  const fileOf = (key: string) => {
    checkPictureKey(key);
    return join(mediaDir(dataDir), key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}-${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      try {
        const file = await readFile(fileOf(key));
        return { bytes: new Uint8Array(file.buffer, file.byteOffset, file.byteLength), contentType: 'image/webp' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
