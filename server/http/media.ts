import { createReadStream } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PictureDrawer } from '../media/on-request.ts';

export const mediaPrefix = '/media/';

// Car pictures are written once per car and never edited in place; a month of caching
// spares the server without pinning a picture forever if a reseed redraws it.
const mediaCacheControl = 'public, max-age=2592000';

export async function registerMedia(app: FastifyInstance, directory: string, drawer: PictureDrawer): Promise<void> {
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
