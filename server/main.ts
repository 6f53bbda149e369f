import { loadConfigOrExit } from './config.ts';
import { planLocalAuthEmulator, startLocalAuthEmulator } from './firebase/local-auth-emulator.ts';
import { closeOnSignals } from './http/shutdown.ts';
import { startServer } from './http/start-server.ts';
import { createLogger } from './logger.ts';

// On a developer's machine, an emulator for Google sign-in (README); nowhere else.
const { config, port: emulatorPort } = await planLocalAuthEmulator(loadConfigOrExit());
const logger = createLogger(config);
try {
  // Not awaited: the site is usable while the emulator boots (5–40 s); it logs its own ready line.
  if (emulatorPort !== undefined) void startLocalAuthEmulator(emulatorPort, config, logger);
  const server = await startServer(config, logger);
  closeOnSignals(server, logger);
  logger.info({ database: server.database.kind, dataDir: config.dataDir }, `Ola Cars is ready at ${server.url}`);
} catch (error) {
  logger.fatal({ err: error }, 'the server could not start');
  process.exitCode = 1;
}
