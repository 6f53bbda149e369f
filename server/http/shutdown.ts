import type { Logger } from '../logger.ts';
import type { RunningServer } from './start-server.ts';

// Long enough for a slow catalogue query to finish, short enough for a container's stop timeout.
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** On SIGINT/SIGTERM: stop accepting, finish in-flight requests, close the database, exit. */
export function closeOnSignals(server: RunningServer, logger: Logger): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error(`requests still running after ${SHUTDOWN_TIMEOUT_MS} ms: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
