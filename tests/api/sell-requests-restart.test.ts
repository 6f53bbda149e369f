import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { serveDatabase } from '../../server/http/start-server.ts';
import { createLogger } from '../../server/logger.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { catalogueCar, createMutation, sellInput, send } from './support/sell-requests-client.ts';

// SECURITY.md row 13: every accepted sell request is still there after the server stops and starts again.
const now = new Date('2026-03-09T10:15:00-04:00');
const silent = new Writable({ write: (_chunk, _encoding, done) => done() });

describe(`sell requests across a restart (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test?.cleanup());

  it('keeps every accepted request, its status and its held hour', { timeout: 120_000 }, async () => {
    const config = loadConfig({ PORT: '0', DATA_DIR: test.dataDir, NODE_ENV: 'test', SEED_CARS: '0', ...(test.databaseUrl ? { DATABASE_URL: test.databaseUrl } : {}) });
    const start = (database: TestDatabase['database']) => serveDatabase(database, config, createLogger(config, silent), undefined, { now: () => now });
    const first = await start(test.database);
    const [spot] = await queryRows<{ id: number }>(first.database.db, sql`select id from spots order by id limit 1`);
    const car = await catalogueCar(first.database.db);
    const accepted: string[] = [];
    for (const hour of [8, 9, 10]) {
      const answer = await send<{ createSellRequest: { id: string } }>(first.url, createMutation, sellInput(car, String(spot!.id), `2026-03-10T${String(hour).padStart(2, '0')}:00:00-04:00`));
      expect(answer.body.errors).toBeUndefined();
      accepted.push(answer.body.data!.createSellRequest.id);
    }
    await first.close();

    const second = await start(await openDatabase({ dataDir: test.dataDir, databaseUrl: test.databaseUrl }));
    try {
      const rows = await queryRows<{ id: string; status: string; held: boolean }>(
        second.database.db,
        sql`select r.id, r.status, b.released_at is null as held from sell_requests r join inspection_bookings b on b.id = r.booking_id order by r.created_at`,
      );
      expect(rows.map((row) => row.id).toSorted()).toEqual(accepted.toSorted());
      expect(rows.every((row) => row.status === 'REQUESTED' && row.held)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
