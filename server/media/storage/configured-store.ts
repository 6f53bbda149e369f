import type { Config } from '../../config.ts';
import { folderPictureStore } from './folder-store.ts';
import type { PictureStore } from './picture-store.ts';
import { s3PictureStore } from './s3-store.ts';

/** The store PICTURE_STORE names: the data folder by default, an S3-compatible bucket when set. */
export function configuredPictureStore(config: Pick<Config, 'dataDir' | 'pictureStore'>): PictureStore {
  const { pictureStore } = config;
  if (pictureStore.kind === 's3') {
    const { kind: _kind, ...settings } = pictureStore;
    return s3PictureStore(settings);
  }
  return folderPictureStore(config.dataDir);
}
