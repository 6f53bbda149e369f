import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { checkPictureKey, type PictureStore } from './picture-store.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…), addressed path-style. */
export interface S3Settings {
  /** e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class PictureStoreError extends Error {
  override name = 'PictureStoreError';
}

/**
 * Requests signed with Signature Version 4 (aws4fetch). Path-style URLs (`endpoint/bucket/key`)
 * work with every S3-compatible server; AWS answers them too.
 */
export function s3PictureStore(settings: S3Settings, fetchImpl: typeof fetch = fetch): PictureStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    // Failures are the caller's to report; a retry loop here would hold an upload for seconds.
    retries: 0,
  });
  const base = settings.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => {
    checkPictureKey(key);
    return `${base}/${encodeURIComponent(settings.bucket)}/${key}`;
  };
  const send = async (key: string, init: RequestInit) => fetchImpl(await client.sign(urlOf(key), init));
  const refuse = async (what: string, key: string, response: Response) => {
    // The body is an XML error document; its first line of text says why.
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return new PictureStoreError(`${what} ${key} answered ${response.status}: ${detail}`);
  };

  return {
    async put(key, bytes, contentType) {
      // The body's hash is signed, so the store refuses bytes changed on the way.
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const response = await send(key, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType, 'x-amz-content-sha256': sha256 } });
      if (!response.ok) throw await refuse('Storing', key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) throw await refuse('Reading', key, response);
      return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      const response = await send(key, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await refuse('Removing', key, response);
      await response.body?.cancel();
    },
  };
}
