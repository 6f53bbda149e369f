import { access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { carInspections, carPictures, cars } from '../../server/db/schema/index.ts';
import { cardPictureSizes, pictureFile } from '../../server/media/paths.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { spawnLogging } from './support/child-logs.ts';

const seedStart = fileURLToPath(new URL('./support/seed-start.ts', import.meta.url));
// More than one batch of 500, so a kill can land after some cars were written.
const SEED_CARS = 1200;
const WARN = 40;

describe(`a seed killed mid-way (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase({ migrate: false });
    // The children open the database themselves; PGlite allows one process at a time.
    await test.database.close();
  });
  afterAll(() => test?.cleanup());

  const start = () =>
    spawnLogging(seedStart, {
      DATA_DIR: test.dataDir,
      DATABASE_URL: test.databaseUrl ?? '',
      SEED_CARS: String(SEED_CARS),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
    });

  it('is redone in full at the next start, with every card picture on disk and a warning', { timeout: 400_000 }, async () => {
    const first = start();
    await first.waitFor((line) => line.msg === 'seeding cars' && Number(line.inserted) < SEED_CARS, 180_000);
    first.process.kill('SIGKILL');
    expect(await first.exited(30_000)).toBeNull();

    const second = start();
    expect(await second.exited(300_000)).toBe(0);

    const database = await openDatabase({ dataDir: test.dataDir, databaseUrl: test.databaseUrl });
    try {
      expect(await database.db.$count(cars)).toBe(SEED_CARS);
      expect(await database.db.$count(carInspections)).toBe(SEED_CARS);
      // Other views and widths are drawn on request (tests/api/car-pictures.test.ts).
      const main = await database.db.selectDistinct({ basePath: carPictures.basePath }).from(carPictures).where(eq(carPictures.kind, 'main'));
      expect(main.length).toBeGreaterThan(0);
      for (const { basePath } of main) for (const { width } of cardPictureSizes) await access(pictureFile(test.dataDir, basePath, width));
    } finally {
      await database.close();
    }
    expect(second.lines.filter((line) => line.level === WARN).map((line) => line.msg)).toEqual([expect.stringMatching(/interrupted seed/)]);
  });
});
