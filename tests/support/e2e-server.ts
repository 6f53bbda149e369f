import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSpaIfStale } from '../../server/http/spa-build.ts';

// Playwright's webServer: the production build on a fresh database with the default seed, so
// every run starts from the same catalogue and never touches a developer's .data folder.
await buildSpaIfStale();

if (process.env.E2E_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'ola-e2e-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
delete process.env.SEED;
delete process.env.SEED_CARS;

await import('../../server/main.ts');
