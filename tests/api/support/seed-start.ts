// What a start does before serving (migrate, then seed if empty), alone in a process of its own,
// so a test can kill it in the middle of the seed. Logs JSON lines to stdout like the server.
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { createLogger } from '../../../server/logger.ts';
import { seedIfEmpty } from '../../../server/seed/index.ts';

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(config);
try {
  await migrate(database);
  const onProgress = (inserted: number, total: number) => logger.info({ inserted, total }, 'seeding cars');
  await seedIfEmpty(database, { dataDir: config.dataDir, seed: config.seed, cars: config.seedCars, onProgress }, logger);
  logger.info('seed start finished');
} finally {
  await database.close();
}
