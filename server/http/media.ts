import { createReadStream } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PictureDrawer } from '../media/on-request.ts';
import { isPictureKey, type PictureStore } from '../media/storage/picture-store.ts';

export const mediaPrefix = '/media/';

// Car pictures are written once per car and never edited in place; a month of caching
// spares the server without pinning a picture forever if a reseed redraws it.
const mediaCacheControl = 'public, max-age=2592000';
// Uploaded files are named by a hash of their content: a name never comes to mean other bytes.
const uploadCacheControl = 'public, max-age=31536000, immutable';

export async function registerMedia(app: FastifyInstance, directory: string, drawer: PictureDrawer, store: PictureStore): Promise<void> {
  // Uploaded pictures are read through the store, so with a shared bucket any instance serves
  // what another one stored, whatever its own data folder holds.
  app.get<{ Params: { name: string } }>(`${mediaPrefix}cars/uploads/:name`, async (request, reply) => {
    const key = `cars/uploads/${request.params.name}`;
    const found = isPictureKey(key) ? await store.get(key) : undefined;
    if (!found) return reply.code(404).send({ message: 'Not Found' });
    return reply.header('cache-control', uploadCacheControl).type('image/webp').send(Buffer.from(found.bytes.buffer, found.bytes.byteOffset, found.bytes.byteLength));
  });
  // Car pictures go through the drawer, which draws the views nobody asked for yet on the first request.
  app.get<{ Params: { name: string } }>(`${mediaPrefix}cars/:name`, async (request, reply) => {
    const file = await drawer.fileFor(request.params.name);
    if (!file) return reply.code(404).send({ message: 'Not Found' });
    return reply.header('cache-control', mediaCacheControl).type('image/webp').send(createReadStream(file));
  });
  await app.register(fastifyStatic, {
    root: directory,
    prefix: mediaPrefix,
    // The SPA's static plugin already decorates the reply.
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', mediaCacheControl),
  });
}
