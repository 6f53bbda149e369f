import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';

const drizzleKit = fileURLToPath(new URL('../../node_modules/drizzle-kit/bin.cjs', import.meta.url));
const schemaFile = fileURLToPath(new URL('./schema/index.ts', import.meta.url));

describe('committed migrations', () => {
  const scratch = mkdtemp(join(tmpdir(), 'ola-migrations-'));
  afterAll(async () => rm(await scratch, { recursive: true, force: true }));

  // drizzle-kit writes a new migration only when the schema differs from the last snapshot,
  // so generating into a copy must leave the copy unchanged.
  it('match the schema, so nobody edits a table without generating its migration', async () => {
    const cwd = await scratch;
    await cp(migrationsFolder, join(cwd, 'migrations'), { recursive: true });
    const before = await readdir(join(cwd, 'migrations'));
    // drizzle-kit reads both paths relative to the working directory.
    const args = ['generate', '--dialect', 'postgresql', '--schema', relative(cwd, schemaFile), '--out', 'migrations'];
    const output = execFileSync(process.execPath, [drizzleKit, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(output).toContain('No schema changes');
    expect(await readdir(join(cwd, 'migrations'))).toEqual(before);
  }, 60_000);
});
