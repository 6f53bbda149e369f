import type { FastifyInstance } from 'fastify';
import { catalogueFor } from '../catalogue/registry.ts';
import type { Database } from '../db/client.ts';

/**
 * For load balancers: 200 once this instance's catalogue index is built and holds every change it
 * has heard of, 503 before (starting, or catching up). /healthz stays the liveness check: an
 * instance catching up is alive and must not be restarted, only kept out of rotation meanwhile.
 */
export function registerReadinessRoute(app: FastifyInstance, database: Database): void {
  const catalogue = catalogueFor(database.db);
  // Built at start rather than by the first visitor, who would otherwise wait for it.
  catalogue.warmUp();
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const ready = catalogue.isReady();
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'starting' });
  });
}
