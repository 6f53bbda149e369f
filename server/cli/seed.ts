// npm run seed -- [--cars 320] [--seed 1] [--reset]
// Seeds DATABASE_URL, or the embedded database under DATA_DIR (default .data), after migrating it.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { DEFAULT_CAR_COUNT, seedCatalogue } from '../seed/index.ts';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: String(DEFAULT_CAR_COUNT) },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
  },
});
const cars = Number(values.cars);
const seed = Number(values.seed);
if (!Number.isInteger(cars) || cars < 0 || !Number.isInteger(seed)) {
  console.error('Usage: npm run seed -- [--cars <count>] [--seed <integer>] [--reset]');
  process.exit(2);
}

const dataDir = process.env.DATA_DIR || '.data';
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
const started = performance.now();
try {
  await migrate(database);
  let lastReport = 0;
  await seedCatalogue(database, {
    dataDir,
    cars,
    seed,
    reset: values.reset,
    onProgress: (inserted, total) => {
      if (inserted === total || performance.now() - lastReport > 2000) {
        lastReport = performance.now();
        console.log(`${inserted.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} cars`);
      }
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${cars.toLocaleString('en-US')} cars into ${database.kind} in ${seconds} s (seed ${seed}).`);
} finally {
  await database.close();
}
