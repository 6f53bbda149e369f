import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import type { Logger } from '../logger.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { developmentConveniences } from '../development-conveniences.ts';
import { DEMO_ADMIN, ensureDemoAdmin } from '../staff/demo-admin.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Where the server listens, e.g. http://127.0.0.1:3000 (the real port when PORT=0). */
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/** Everything `npm start` does after reading the configuration. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await serveDatabase(database, config, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Migrates and seeds an open database, then serves the app on it; tests bring their own database. */
export async function serveDatabase(
  database: Database,
  config: Config,
  logger: Logger,
  clientDir?: string,
  auth?: AppOptions['auth'],
): Promise<RunningServer> {
  await migrate(database);
  const options = { dataDir: config.dataDir, seed: config.seed, cars: config.seedCars };
  if (await seedIfEmpty(database, options, logger)) logger.info(options, 'seeded an empty database');
  if (developmentConveniences(config).demoAdmin && (await ensureDemoAdmin(database.db))) {
    logger.info({ email: DEMO_ADMIN.email }, 'created the demo admin of the staff console');
  }
  const app = await buildApp({ config, database, logger, clientDir, auth });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return {
    app,
    database,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
