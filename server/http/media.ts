import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const mediaPrefix = '/media/';

// Car pictures are written once per car and never edited in place; a month of caching
// spares the server without pinning a picture forever if a reseed redraws it.
const mediaCacheControl = 'public, max-age=2592000';

export async function registerMedia(app: FastifyInstance, directory: string): Promise<void> {
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
