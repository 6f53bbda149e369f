import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startCatalogueServer(12);
});
afterAll(() => server?.close());

const run = (statement: string) => server.database.db.execute(sql.raw(statement));

/** The feed rows written by `statement`, as [version offset from before, car id]. */
async function feedOf(statement: string): Promise<{ version: number; carId: number | null }[]> {
  const [{ version: before } = { version: 0 }] = await queryRows<{ version: string }>(server.database.db, sql`select version from catalogue_version`);
  await run(statement);
  const rows = await queryRows<{ version: string; car_id: number | null }>(
    server.database.db,
    sql`select version, car_id from catalogue_changes where version > ${before} order by version, car_id`,
  );
  return rows.map((row) => ({ version: Number(row.version) - Number(before), carId: row.car_id }));
}

const someCar = async () => (await queryRows<{ id: number; trim_id: number }>(server.database.db, sql`select id, trim_id from cars order by id limit 1`))[0]!;

describe('the catalogue change feed (migration 0019)', () => {
  it('names the car an UPDATE changed, under the next version', async () => {
    const car = await someCar();
    expect(await feedOf(`update cars set mileage = mileage + 1 where id = ${car.id}`)).toEqual([{ version: 1, carId: car.id }]);
  });

  it('writes nothing and bumps nothing for an UPDATE that changes nothing but updated_at', async () => {
    const car = await someCar();
    expect(await feedOf(`update cars set mileage = mileage, updated_at = now() where id = ${car.id}`)).toEqual([]);
    expect(await feedOf(`update trims set name = name`)).toEqual([]);
  });

  it('names a car whose categories change, and every car of a changed trim', async () => {
    const car = await someCar();
    expect(await feedOf(`delete from car_categories where car_id = ${car.id}`)).toEqual([{ version: 1, carId: car.id }]);
    const ofTrim = await queryRows<{ id: number }>(server.database.db, sql`select id from cars where trim_id = ${car.trim_id} order by id`);
    const changed = await feedOf(`update trim_features set feature_id = feature_id where trim_id = ${car.trim_id}`);
    expect(changed).toEqual([]);
    expect(await feedOf(`delete from trim_features where trim_id = ${car.trim_id}`)).toEqual(ofTrim.map(({ id }) => ({ version: 1, carId: id })));
  });

  it('records a change to a reference table as a change to every car (no car id)', async () => {
    expect(await feedOf(`update colors set hex = hex || '' where id = (select min(id) from colors)`)).toEqual([{ version: 1, carId: null }]);
  });

  it('records one statement over many cars as one version', async () => {
    const changed = await feedOf(`update cars set mileage = mileage + 1 where id in (select id from cars order by id limit 3)`);
    expect(changed).toHaveLength(3);
    expect(new Set(changed.map((row) => row.version))).toEqual(new Set([1]));
  });
});
