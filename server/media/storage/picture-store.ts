/**
 * Where uploaded car pictures live, so that every instance serves the same files: the port the
 * upload writes through and /media/ reads through. The data folder (the embedded default) suits one
 * instance; instances that share nothing but the database use the S3-compatible store.
 */
export interface PictureStore {
  /** Writes the object whole; a reader sees either nothing or every byte. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes and type; undefined when there is none under `key`. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

// Keys name uploaded files only: one folder, lower-case names, no dots but the extension's, so no
// key can climb out of the folder or collide with a drawn picture.
const PICTURE_KEY = /^cars\/uploads\/[a-z0-9][a-z0-9-]{0,120}\.webp$/;

export const isPictureKey = (key: string): boolean => PICTURE_KEY.test(key);

/** Throws for a key outside the uploads' folder: the adapters never touch anything else. */
export function checkPictureKey(key: string): void {
  if (!isPictureKey(key)) throw new Error(`Not a picture key: ${JSON.stringify(key)}`);
}
