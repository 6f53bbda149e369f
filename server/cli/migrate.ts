// Applies pending migrations to DATABASE_URL, or to the embedded database under DATA_DIR (default .data).
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || '.data' });
try {
  await migrate(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
