import { loadConfigOrExit } from './config.ts';
import { closeOnSignals } from './http/shutdown.ts';
import { startServer } from './http/start-server.ts';
import { createLogger } from './logger.ts';

const config = loadConfigOrExit();
const logger = createLogger(config);
try {
  const server = await startServer(config, logger);
  closeOnSignals(server, logger);
  logger.info({ database: server.database.kind, dataDir: config.dataDir }, `Ola Cars is ready at ${server.url}`);
} catch (error) {
  logger.fatal({ err: error }, 'the server could not start');
  process.exitCode = 1;
}
