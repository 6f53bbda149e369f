import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAuthEmulator } from '../../server/firebase/auth-emulator.ts';
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
// The staff specs sign in as the documented demo admin and grant roles from there.
process.env.DEMO_ADMIN = 'on';

// Account e-mails go over real SMTP to a catcher that files each one where the specs read it.
if (process.env.E2E_MAIL_DIR) {
  const { rm } = await import('node:fs/promises');
  const { startMailCatcher } = await import('./mail-catcher.ts');
  await rm(process.env.E2E_MAIL_DIR, { recursive: true, force: true });
  process.env.SMTP_URL = (await startMailCatcher({ directory: process.env.E2E_MAIL_DIR })).url;
}

// Google sign-in goes to an Auth emulator of this run's own, answering before the first test does.
if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  const emulator = await startAuthEmulator({ projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-ola-cars' });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}

await import('../../server/main.ts');
