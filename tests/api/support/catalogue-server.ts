import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { buildCarContext } from '../../../server/seed/cars/context.ts';
import { draftCar } from '../../../server/seed/cars/draft.ts';
import { insertCars } from '../../../server/seed/cars/insert.ts';
import { Random } from '../../../server/seed/random.ts';
import { seedFaqs } from '../../../server/seed/reference/faqs.ts';
import { seedFinancingPlans } from '../../../server/seed/reference/financing-plans.ts';
import { seedLookups } from '../../../server/seed/reference/lookups.ts';
import { seedCountrySettings } from '../../../server/seed/reference/settings.ts';
import { seedVehicles } from '../../../server/seed/reference/vehicles.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * A test server over a small seeded catalogue. The cars are the seed's own (seed 1), inserted
 * without drawing their pictures: these tests read data, and drawing would cost most of their time.
 */
export async function startCatalogueServer(carCount: number, options: Parameters<typeof startTestServer>[1] = {}, env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer(env, options);
  const { db } = server.database;
  const countryIds = await seedCountrySettings(db);
  await seedFinancingPlans(db, countryIds);
  await seedFaqs(db, countryIds);
  const lookups = await seedLookups(db, countryIds);
  const context = buildCarContext(await seedVehicles(db, lookups), lookups);
  const random = new Random(1);
  const drafts = Array.from({ length: carCount }, (_, index) => draftCar(random, context, index + 1));
  await insertCars(db, drafts, lookups);
  await db.execute(sql`analyze`);
  return server;
}

/**
 * Waits until the server says it is ready, as a load balancer would before sending it pages: on
 * PostgreSQL the index is first built in a worker, and a page waits at most 1.5 s for its data.
 */
export async function untilReady(server: TestServer): Promise<void> {
  await vi.waitFor(
    async () => {
      if ((await fetch(`${server.url}/readyz`)).status !== 200) throw new Error('the server is not ready yet');
    },
    { timeout: 60_000, interval: 100 },
  );
}
