import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** For load balancers and the e2e runner: 200 only when the database answers. */
export function registerHealthRoute(app: FastifyInstance, database: Database): void {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
