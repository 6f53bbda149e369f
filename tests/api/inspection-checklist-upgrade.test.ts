// A database seeded before the checklist was written by hand holds the generated points and
// Spanish-only notes. Migrating gives those notes their English; seeding again leaves only the
// written checklist, retiring the old points with their findings and keeping the rest.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../server/db/client.ts';
import { migrate, migrationsFolder } from '../../server/db/migrate.ts';
import { inspectionFindings, inspectionPoints } from '../../server/db/schema/index.ts';
import { buildCarContext } from '../../server/seed/cars/context.ts';
import { draftCar } from '../../server/seed/cars/draft.ts';
import { insertCars } from '../../server/seed/cars/insert.ts';
import { inspectionPointSeeds } from '../../server/seed/data/inspection-points.ts';
import { Random } from '../../server/seed/random.ts';
import { seedLookups, seedVehicleLookups } from '../../server/seed/reference/lookups.ts';
import { seedCountries } from '../../server/seed/reference/settings.ts';
import { seedVehicles } from '../../server/seed/reference/vehicles.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const BEFORE = '0010_lead_phone';

/** A copy of the migrations whose journal stops at `tag`, as a database built back then saw them. */
async function migrationsUpTo(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'ola-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

const migrateWith = (database: Database, folder: string) =>
  database.kind === 'pglite' ? migratePglite(database.db as never, { migrationsFolder: folder }) : migratePostgres(database.db as never, { migrationsFolder: folder });

type Note = { slug: string; note: string; translations: { es: string; en: string } };

describe(`a database seeded before the written checklist (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let test: TestDatabase;
  let oldMigrations: string;
  beforeAll(async () => {
    test = await createTestDatabase({ migrate: false });
    oldMigrations = await migrationsUpTo(BEFORE);
  });
  afterAll(async () => {
    await test?.cleanup();
    if (oldMigrations) await rm(oldMigrations, { recursive: true, force: true });
  });

  it('gets its notes in English on migrating, and only the written checklist when seeded again', async () => {
    await migrateWith(test.database, oldMigrations);
    const { db } = test.database;
    // Countries alone: the settings' columns of today (the app's store links) came after that schema.
    const countryIds = await seedCountries(db);
    // Back then: a point of the generated checklist, and a written one that has kept its slug.
    const kept = inspectionPointSeeds[0]!;
    const [retired, current] = await db
      .insert(inspectionPoints)
      .values([
        { area: 'motor', slug: 'motor-filtro-de-aire-fugas-y-ruidos', name: 'Filtro de aire: fugas y ruidos', nameTranslations: { es: 'Filtro de aire: fugas y ruidos', en: 'Air filter: leaks and noises' }, position: 9 },
        { ...kept, position: 40 },
      ])
      .returning({ id: inspectionPoints.id });
    // A car needs the checklist's ids to be drafted; its findings of today are left out, the old ones written by hand.
    const lookups = { ...(await seedVehicleLookups(db, countryIds)), inspectionPoints: new Map(inspectionPointSeeds.map(({ slug }) => [slug, current!.id])) };
    const draft = draftCar(new Random(1), buildCarContext(await seedVehicles(db, lookups), lookups), 1);
    await insertCars(db, [{ ...draft, inspection: { ...draft.inspection, findings: [] } }], lookups);
    const [inspection] = await queryRows<{ id: number }>(db, sql`select id from car_inspections`);
    await db.execute(sql`insert into inspection_findings (inspection_id, point_id, result, note) values
      (${inspection!.id}, ${retired!.id}, 'attention', 'Rayón leve visible de cerca'),
      (${inspection!.id}, ${current!.id}, 'repaired', 'Revisado por el taller de la sucursal')`);

    await migrate(test.database);
    const notes = await queryRows<Note>(db, sql`select p.slug, f.note, f.note_translations as translations
      from inspection_findings f join inspection_points p on p.id = f.point_id order by p.slug`);
    expect(notes).toEqual([
      { slug: kept.slug, note: 'Revisado por el taller de la sucursal', translations: { es: 'Revisado por el taller de la sucursal', en: 'Revisado por el taller de la sucursal' } },
      { slug: 'motor-filtro-de-aire-fugas-y-ruidos', note: 'Rayón leve visible de cerca', translations: { es: 'Rayón leve visible de cerca', en: 'Light scratch visible up close' } },
    ]);

    await seedLookups(db, countryIds);
    const points = await db.select({ slug: inspectionPoints.slug, position: inspectionPoints.position }).from(inspectionPoints);
    expect(points.map((point) => point.slug).sort()).toEqual(inspectionPointSeeds.map((point) => point.slug).sort());
    expect(points.find((point) => point.slug === kept.slug)?.position).toBe(kept.position);
    const findings = await db.select({ pointId: inspectionFindings.pointId }).from(inspectionFindings);
    expect(findings).toEqual([{ pointId: current!.id }]);
    expect(await db.$count(inspectionPoints, eq(inspectionPoints.area, 'bajos'))).toBeGreaterThan(0);
  });
});
