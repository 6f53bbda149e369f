import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { serveDatabase } from '../../server/http/start-server.ts';
import { createLogger } from '../../server/logger.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';

// SECURITY.md row 13 and issue's "done when": a subscription survives a restart, and so does its refusal of a duplicate.
const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
const subscribeMutation = 'mutation subscribeNewsletter($input: NewsletterInput!) { subscribeNewsletter(input: $input) }';
const subscribe = (url: string, email: string) => postFrom<{ subscribeNewsletter: boolean }>(url, freshClientIp(), subscribeMutation, { variables: { input: { email } } });

describe(`newsletter subscriptions across a restart (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test?.cleanup());

  it('keeps the subscription and refuses the same address in another letter case after the restart', { timeout: 120_000 }, async () => {
    const config = loadConfig({ PORT: '0', DATA_DIR: test.dataDir, NODE_ENV: 'test', SEED_CARS: '0', ...(test.databaseUrl ? { DATABASE_URL: test.databaseUrl } : {}) });
    const start = (database: TestDatabase['database']) => serveDatabase(database, config, createLogger(config, silent));
    const first = await start(test.database);
    expect((await subscribe(first.url, 'Lucia.Reyes@Example.com')).body.data?.subscribeNewsletter).toBe(true);
    await first.close();

    const second = await start(await openDatabase({ dataDir: test.dataDir, databaseUrl: test.databaseUrl }));
    try {
      const again = await subscribe(second.url, 'LUCIA.REYES@EXAMPLE.COM');
      expect(again.body.errors?.[0]?.extensions?.code).toBe('DUPLICATE_EMAIL');
      const rows = await queryRows<{ email: string }>(second.database.db, sql`select email from newsletter_subscriptions`);
      expect(rows).toEqual([{ email: 'lucia.reyes@example.com' }]);
    } finally {
      await second.close();
    }
  });
});
