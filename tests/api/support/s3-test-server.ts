import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import type { S3Settings } from '../../../server/media/storage/s3-store.ts';

/**
 * The part of the S3 API the picture store uses (PUT, GET, DELETE of one object, path-style), in
 * memory, checking every request's Signature Version 4 the way S3 does: a wrong key, a tampered
 * header or a body that does not match its signed hash is refused with 403.
 */
export interface S3TestServer {
  settings: S3Settings;
  /** Keys stored, for assertions. */
  keys(): string[];
  /** Requests refused for their signature. */
  refused: number;
  close(): Promise<void>;
}

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3TestServer(bucket = 'ola-pictures'): Promise<S3TestServer> {
  const credentials = { accessKeyId: 'TESTACCESSKEY', secretAccessKey: 'test-secret-access-key-0123456789', region: 'us-east-1' };
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const state = { refused: 0 };

  async function signedCorrectly(request: IncomingMessage, body: Buffer): Promise<boolean> {
    const match = AUTH.exec(request.headers.authorization ?? '');
    const datetime = request.headers['x-amz-date'];
    if (!match || typeof datetime !== 'string' || match[1] !== credentials.accessKeyId || match[3] !== credentials.region) return false;
    const contentHash = request.headers['x-amz-content-sha256'];
    if (contentHash !== 'UNSIGNED-PAYLOAD' && contentHash !== createHash('sha256').update(body).digest('hex')) return false;
    const headers: Record<string, string> = {};
    for (const name of match[4]!.split(';')) if (name !== 'host') headers[name] = String(request.headers[name] ?? '');
    const signer = new AwsV4Signer({
      method: request.method,
      url: `http://${request.headers.host}${request.url}`,
      headers,
      ...credentials,
      service: 's3',
      datetime,
    });
    return (await signer.signature()) === match[5];
  }

  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    if (!(await signedCorrectly(request, body))) {
      state.refused++;
      response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix)) {
      response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const key = path.slice(prefix.length);
    const found = objects.get(key);
    switch (request.method) {
      case 'PUT':
        objects.set(key, { bytes: body, contentType: request.headers['content-type'] ?? 'application/octet-stream' });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        return;
      case 'GET':
        if (!found) {
          response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        response.writeHead(200, { 'content-type': found.contentType, 'content-length': found.bytes.length }).end(found.bytes);
        return;
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204).end();
        return;
      default:
        response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    settings: { endpoint: `http://127.0.0.1:${port}`, bucket, ...credentials },
    keys: () => [...objects.keys()],
    get refused() {
      return state.refused;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
